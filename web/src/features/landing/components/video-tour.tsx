import { useRef } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { company } from "../company";

/**
 * The promotional video area. The video itself is streamed by the hosted site and is not part of this
 * installation, so pressing play says so plainly and shows what the tour covers instead of a broken player.
 * A native <dialog> gives focus handling and Escape for free, at no bundle cost.
 */
export function VideoTour() {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const name = company.name;
  const chapters = [
    { at: "0:00", title: t`From purchase orders to an inspection plan` },
    { at: "0:40", title: t`The inspector's tablet app on the factory floor` },
    { at: "1:20", title: t`Defects, photos and measurements against the size chart` },
    { at: "2:05", title: t`Reports, supplier analysis and client decisions` },
  ];
  return (
    <section className="lp-section lp-tour" id="tour" aria-labelledby="tour-title">
      <div className="lp-container lp-tour__grid">
        <div>
          <p className="lp-eyebrow">
            <Trans>Product tour</Trans>
          </p>
          <h2 id="tour-title">
            <Trans>See a season of inspections in three minutes</Trans>
          </h2>
          <p className="lp-lead">
            <Trans>
              Follow one order from the purchase order to the retailer's decision: planning, the inspection on
              the factory floor, and the reports that come out of it.
            </Trans>
          </p>
        </div>
        <div className="lp-poster">
          <div className="lp-poster__art" aria-hidden="true">
            <span className="lp-poster__tag">
              <Trans>AQL Inspection Report</Trans>
            </span>
            <span className="lp-poster__line" />
            <span className="lp-poster__line lp-poster__line--short" />
            <span className="lp-poster__grid">
              <i />
              <i />
              <i />
              <i />
            </span>
          </div>
          <button
            type="button"
            className="lp-poster__play"
            aria-haspopup="dialog"
            onClick={() => dialog.current?.showModal()}
          >
            <span className="lp-poster__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
            <span className="lp-poster__label">
              <Trans>Play the product tour</Trans>
            </span>
            <span className="lp-poster__time">
              <Trans>3 min</Trans>
            </span>
          </button>
        </div>
      </div>
      <dialog ref={dialog} className="lp-dialog" aria-labelledby="tour-dialog-title">
        <h3 id="tour-dialog-title">
          <Trans>The tour plays on our hosted site</Trans>
        </h3>
        <p>
          <Trans>
            This installation of {name} runs without an internet connection, so the video is not included.
            Here is what it walks through:
          </Trans>
        </p>
        <ol className="lp-chapters">
          {chapters.map((chapter) => (
            <li key={chapter.at}>
              <span>{chapter.at}</span>
              {chapter.title}
            </li>
          ))}
        </ol>
        <p>
          <Trans>Prefer a live walkthrough with your own data? We are happy to arrange one.</Trans>
        </p>
        <div className="lp-dialog__actions">
          <a className="lp-button lp-button--ghost-dark" href={company.contactPath}>
            <Trans>Ask for a demo</Trans>
          </a>
          <button
            type="button"
            className="lp-button lp-button--primary"
            onClick={() => dialog.current?.close()}
          >
            <Trans>Close</Trans>
          </button>
        </div>
      </dialog>
    </section>
  );
}
