import { useEffect, useRef, useState, type ReactNode } from "react";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LANGUAGE_TAGS, LANGUAGES } from "@aql-portal/shared";
import { chooseDeviceLanguage, shownLanguage } from "../../../lib/i18n";
import { useElapsed } from "../../../lib/use-elapsed";
import type { Notice } from "../../../lib/storage";
import { company } from "../company";
import { DashboardIllustration } from "./dashboard-illustration";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";
import { VideoTour } from "./video-tour";
import "./landing.css";

/** Line icons (24×24 paths) for the feature cards: inline, so the page needs no icon library. */
const ICONS = {
  pulse: <path d="M3 12h4l3-8 4 16 3-8h4" />,
  phone: <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2" />,
  chart: <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" />,
  sample: <path d="M4 4h16v16H4zM4 10h16M10 4v16" />,
  camera: <path d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z" />,
  ruler: <path d="M3 17 17 3l4 4L7 21zM7 13l2 2m1-5 2 2m1-5 2 2" />,
  cloud: <path d="M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6 9a4.5 4.5 0 0 0 1 9zM12 11v5m-2-2 2 2 2-2" />,
  check: <path d="M20 6 9 17l-5-5" />,
  users: (
    <path d="M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm13 9v-1a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  ),
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="lp-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

/** The platform's three pillars, in the language shown (the page is drawn afresh when it changes). */
const pillars = () =>
  [
    {
      id: "monitoring",
      icon: "pulse",
      title: t`Real-time monitoring`,
      text: t`Every inspection reports back the moment the inspector finishes it. See what passed, what failed and what is waiting, across every supplier and factory, without chasing emails.`,
    },
    {
      id: "branded-app",
      icon: "phone",
      title: t`Custom branded app`,
      text: t`Your inspectors and suppliers work in an app carrying your brand, your defect library and your size charts, on the tablets they already use.`,
    },
    {
      id: "reports",
      icon: "chart",
      title: t`Dashboards and reports`,
      text: t`Supplier analysis, inspection activity and defect Pareto charts, plus a signed AQL inspection report for every order, ready to share with buyers and suppliers.`,
    },
  ] as const;

const benefits = () => [
  {
    title: t`Catch problems at origin`,
    text: t`Inspect before goods ship, when a fix is a rework at the factory rather than a return at the DC.`,
  },
  {
    title: t`One version of the truth`,
    text: t`Buyers, QA, suppliers and inspectors look at the same inspection, the same photos and the same result.`,
  },
  {
    title: t`Decisions on the record`,
    text: t`Accept, reject, rework or concede: every client decision is kept with who made it and when.`,
  },
  {
    title: t`Suppliers that improve`,
    text: t`Share clear defect data with suppliers and watch first-time pass rates climb season on season.`,
  },
];

const features = () =>
  [
    {
      icon: "sample",
      title: t`ISO 2859-1 sampling`,
      text: t`Sample sizes and accept/reject numbers from the standard, for every lot size and inspection level.`,
    },
    {
      icon: "camera",
      title: t`Defects with photos`,
      text: t`A defect library by category and severity; inspectors attach photos as they go.`,
    },
    {
      icon: "ruler",
      title: t`Size-chart measurements`,
      text: t`Measurements are checked against the style's size chart and tolerances on the spot.`,
    },
    {
      icon: "cloud",
      title: t`Works offline`,
      text: t`Inspections carry on through a dropped connection and sync when the signal returns.`,
    },
    {
      icon: "check",
      title: t`Client decisions`,
      text: t`Retail teams review results and record their decision against each inspection.`,
    },
    {
      icon: "users",
      title: t`Roles that fit`,
      text: t`Planners, inspectors, reviewers, suppliers and client teams each see exactly their part.`,
    },
  ] as const;

export interface LandingPageProps {
  /** Starts the sign-in redirect; rejects when sign-in cannot start (the server is unreachable). */
  onSignIn: () => Promise<void>;
  /** A message carried over from the app, e.g. why the session ended. */
  notice: Notice | null;
}

export function LandingPage({ onSignIn, notice }: LandingPageProps) {
  const { t } = useLingui();
  const [signingIn, setSigningIn] = useState(false);
  const [signInError, setSignInError] = useState<string | null>(null);
  const hero = useRef<HTMLElement>(null);
  const [pastHero, setPastHero] = useState(false);

  // The go-to-top link appears once the hero has scrolled out of view.
  useEffect(() => {
    const target = hero.current;
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) =>
      setPastHero(entry ? !entry.isIntersecting : false),
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  const signIn = () => {
    setSigningIn(true);
    setSignInError(null);
    onSignIn().catch(() => {
      setSigningIn(false);
      setSignInError(
        t`Sign-in is unavailable right now: the server could not be reached. Please try again shortly.`,
      );
    });
  };

  const name = company.name;
  return (
    <div className="lp" id="top">
      <a className="lp-skip" href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader onLanding />
      <main id="content">
        <section className="lp-hero" ref={hero} aria-labelledby="hero-title">
          <div className="lp-container lp-hero__grid">
            <div className="lp-hero__copy">
              <p className="lp-eyebrow lp-eyebrow--light">
                <Trans>Supply-chain visibility platform</Trans>
              </p>
              <h1 id="hero-title">
                <Trans>Know the quality of every order before it leaves the factory</Trans>
              </h1>
              <p className="lp-hero__lead">
                <Trans>
                  {name} brings garment AQL inspections, supplier performance and client decisions into one
                  place, for retailers, their suppliers and the inspectors in between.
                </Trans>
              </p>
              <div className="lp-hero__actions">
                <button
                  type="button"
                  className="lp-button lp-button--primary lp-button--large"
                  onClick={signIn}
                  disabled={signingIn}
                  aria-busy={signingIn}
                >
                  {signingIn ? <span className="lp-spinner" aria-hidden="true" /> : null}
                  <Trans>SIGN IN</Trans>
                </button>
                <LanguageChoice />
                <a className="lp-button lp-button--ghost lp-button--large" href={company.contactPath}>
                  <Trans>Get in touch</Trans>
                </a>
              </div>
              <p className="lp-hero__error" role="alert">
                {signInError}
              </p>
              <ul className="lp-hero__points">
                <li>
                  <Trans>ISO 2859-1 sampling</Trans>
                </li>
                <li>
                  <Trans>Tablet app for inspectors</Trans>
                </li>
                <li>
                  <Trans>Buyer-ready reports</Trans>
                </li>
              </ul>
            </div>
            <DashboardIllustration />
          </div>
        </section>

        <Section
          titleId="platform-title"
          eyebrow={t`The platform`}
          title={t`Everything quality teams need to see, in one place`}
        >
          <div className="lp-pillars">
            {pillars().map((pillar) => (
              <article className="lp-card" id={pillar.id} key={pillar.id}>
                <span className="lp-card__icon">
                  <Icon name={pillar.icon} />
                </span>
                <h3>{pillar.title}</h3>
                <p>{pillar.text}</p>
              </article>
            ))}
          </div>
        </Section>

        <section className="lp-section lp-section--tint" id="benefits" aria-labelledby="benefits-title">
          <div className="lp-container lp-benefits">
            <div className="lp-benefits__intro">
              <p className="lp-eyebrow">
                <Trans>Benefits</Trans>
              </p>
              <h2 id="benefits-title">
                <Trans>Fewer surprises at the distribution centre</Trans>
              </h2>
              <p className="lp-lead">
                <Trans>
                  Quality problems cost least where they start. {name} moves the check to the factory and puts
                  the result in front of everyone who needs it.
                </Trans>
              </p>
            </div>
            <ul className="lp-benefits__list">
              {benefits().map((benefit) => (
                <li key={benefit.title}>
                  <span className="lp-tick" aria-hidden="true">
                    <Icon name="check" />
                  </span>
                  <div>
                    <h3>{benefit.title}</h3>
                    <p>{benefit.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <Section
          id="features"
          titleId="features-title"
          eyebrow={t`Key features`}
          title={t`Built for garment quality control`}
        >
          <div className="lp-features">
            {features().map((feature) => (
              <article className="lp-feature" key={feature.title}>
                <Icon name={feature.icon} />
                <div>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
              </article>
            ))}
          </div>
        </Section>

        <VideoTour />

        <section className="lp-cta" aria-labelledby="cta-title">
          <div className="lp-container lp-cta__inner">
            <div>
              <h2 id="cta-title">
                <Trans>Ready to see your supply chain clearly?</Trans>
              </h2>
              <p>
                <Trans>
                  Tell us about your suppliers and your season. We will show you {name} with your own data.
                </Trans>
              </p>
            </div>
            <a className="lp-button lp-button--light lp-button--large" href={company.contactPath}>
              <Trans>Get in touch</Trans>
            </a>
          </div>
        </section>
      </main>
      <PublicFooter />
      {notice ? <NoticeAlert notice={notice} /> : null}
      <a
        className={`lp-to-top${pastHero ? " lp-to-top--visible" : ""}`}
        href="#top"
        aria-label={t`Go to top`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 19V5m-6 6 6-6 6 6" />
        </svg>
      </a>
    </div>
  );
}

/**
 * The language the page is shown in, chosen here before signing in (docs/decisions/languages.md): kept as this
 * device's choice, and the page is drawn afresh in it. Each language is named in itself.
 */
function LanguageChoice() {
  const { t } = useLingui();
  return (
    <select
      className="lp-button lp-button--ghost lp-button--large"
      // The list a browser opens is drawn light on dark, as the hero is.
      style={{ colorScheme: "dark" }}
      aria-label={t`Language`}
      value={shownLanguage()}
      onChange={(event) => {
        const chosen = LANGUAGE_TAGS.find((tag) => tag === event.target.value);
        if (chosen) void chooseDeviceLanguage(chosen);
      }}
    >
      {LANGUAGE_TAGS.map((tag) => (
        <option key={tag} value={tag} lang={tag}>
          {LANGUAGES[tag]}
        </option>
      ))}
    </select>
  );
}

/** A section of the page under its heading: a small eyebrow over the title. */
function Section({
  id,
  titleId,
  eyebrow,
  title,
  children,
}: {
  id?: string;
  titleId: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="lp-section" id={id} aria-labelledby={titleId}>
      <div className="lp-container">
        <div className="lp-section__head">
          <p className="lp-eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}

/** Spec §9 toast behaviour (top right, 4000 ms, close button), for a message that arrived with the page. */
const NOTICE_MS = 4000;

/** A notice with a detail explains something the person must read: it stays until they close it. */
function NoticeAlert({ notice }: { notice: Notice }) {
  const { t } = useLingui();
  const [closed, setClosed] = useState(false);
  const expired = useElapsed(NOTICE_MS) && !notice.detail;
  if (expired || closed) return null;
  return (
    <div className="lp-notice" role="alert">
      <svg className="lp-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      </svg>
      <span>
        {notice.title}
        {notice.detail ? <small>{notice.detail}</small> : null}
      </span>
      <button type="button" aria-label={t`Close notification`} onClick={() => setClosed(true)}>
        ×
      </button>
    </div>
  );
}
