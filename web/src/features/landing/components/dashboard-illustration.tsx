/**
 * The hero's picture of the product: a drawn dashboard, not a screenshot, so it stays sharp at any size and
 * costs no image download. Decorative: the figures are illustrative.
 */
const WEEKS = [62, 74, 58, 81, 77, 88, 92, 85];

export function DashboardIllustration() {
  return (
    <div className="lp-dash" aria-hidden="true">
      <div className="lp-dash__bar">
        <span />
        <span />
        <span />
        <em>Supplier Analysis · Week 32</em>
      </div>
      <div className="lp-dash__body">
        <div className="lp-dash__kpis">
          <div>
            <small>Pass rate</small>
            <strong>94.2%</strong>
            <i className="lp-up">▲ 3.1</i>
          </div>
          <div>
            <small>Inspections</small>
            <strong>1,284</strong>
            <i className="lp-up">▲ 112</i>
          </div>
          <div>
            <small>Critical</small>
            <strong>7</strong>
            <i className="lp-down">▼ 4</i>
          </div>
        </div>
        <div className="lp-dash__chart">
          <small>First-time pass rate by week</small>
          <div className="lp-dash__bars">
            {WEEKS.map((value, index) => (
              <span key={index} style={{ height: `${value}%` }} />
            ))}
          </div>
        </div>
        <ul className="lp-dash__list">
          <li>
            <b>PO 4500187</b> Knitted jumper · Porto <mark className="lp-pass">Pass</mark>
          </li>
          <li>
            <b>PO 4500203</b> Denim jacket · Dhaka <mark className="lp-review">Under review</mark>
          </li>
          <li>
            <b>PO 4500211</b> Jersey dress · Izmir <mark className="lp-pass">Pass</mark>
          </li>
        </ul>
      </div>
    </div>
  );
}
