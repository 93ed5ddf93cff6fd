import { Trans, useLingui } from "@lingui/react/macro";

/**
 * The hero's picture of the product: a drawn dashboard, not a screenshot, so it stays sharp at any size and
 * costs no image download. Decorative: the figures are illustrative.
 */
const WEEKS = [62, 74, 58, 81, 77, 88, 92, 85];

export function DashboardIllustration() {
  const { t } = useLingui();
  const orders = [
    { number: "4500187", item: t`Knitted jumper · Porto`, status: t`Pass`, tone: "lp-pass" },
    { number: "4500203", item: t`Denim jacket · Dhaka`, status: t`Under review`, tone: "lp-review" },
    { number: "4500211", item: t`Jersey dress · Izmir`, status: t`Pass`, tone: "lp-pass" },
  ];
  return (
    <div className="lp-dash" aria-hidden="true">
      <div className="lp-dash__bar">
        <span />
        <span />
        <span />
        <em>
          <Trans>Supplier Analysis · Week 32</Trans>
        </em>
      </div>
      <div className="lp-dash__body">
        <div className="lp-dash__kpis">
          <div>
            <small>
              <Trans>Pass rate</Trans>
            </small>
            <strong>94.2%</strong>
            <i className="lp-up">▲ 3.1</i>
          </div>
          <div>
            <small>
              <Trans>Inspections</Trans>
            </small>
            <strong>1,284</strong>
            <i className="lp-up">▲ 112</i>
          </div>
          <div>
            <small>
              <Trans>Critical</Trans>
            </small>
            <strong>7</strong>
            <i className="lp-down">▼ 4</i>
          </div>
        </div>
        <div className="lp-dash__chart">
          <small>
            <Trans>First-time pass rate by week</Trans>
          </small>
          <div className="lp-dash__bars">
            {WEEKS.map((value, index) => (
              <span key={index} style={{ height: `${value}%` }} />
            ))}
          </div>
        </div>
        <ul className="lp-dash__list">
          {orders.map(({ number, item, status, tone }) => (
            <li key={number}>
              <b>
                <Trans>PO {number}</Trans>
              </b>{" "}
              {item} <mark className={tone}>{status}</mark>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
