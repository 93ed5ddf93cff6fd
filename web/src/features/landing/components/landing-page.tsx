import { useEffect, useRef, useState, type ReactNode } from "react";
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
  pulse: "M3 12h4l3-8 4 16 3-8h4",
  phone: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  sample: "M4 4h16v16H4zM4 10h16M10 4v16",
  camera: "M4 8h3l2-3h6l2 3h3v11H4zM12 17a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
  ruler: "M3 17 17 3l4 4L7 21zM7 13l2 2m1-5 2 2m1-5 2 2",
  cloud: "M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6 9a4.5 4.5 0 0 0 1 9zM12 11v5m-2-2 2 2 2-2",
  check: "M20 6 9 17l-5-5",
  users:
    "M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm13 9v-1a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="lp-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

const PILLARS = [
  {
    id: "monitoring",
    icon: "pulse",
    title: "Real-time monitoring",
    text: "Every inspection reports back the moment the inspector finishes it. See what passed, what failed and what is waiting, across every supplier and factory, without chasing emails.",
  },
  {
    id: "branded-app",
    icon: "phone",
    title: "Custom branded app",
    text: "Your inspectors and suppliers work in an app carrying your brand, your defect library and your size charts, on the tablets they already use.",
  },
  {
    id: "reports",
    icon: "chart",
    title: "Dashboards and reports",
    text: "Supplier analysis, inspection activity and defect Pareto charts, plus a signed AQL inspection report for every order, ready to share with buyers and suppliers.",
  },
] as const;

const BENEFITS = [
  {
    title: "Catch problems at origin",
    text: "Inspect before goods ship, when a fix is a rework at the factory rather than a return at the DC.",
  },
  {
    title: "One version of the truth",
    text: "Buyers, QA, suppliers and inspectors look at the same inspection, the same photos and the same result.",
  },
  {
    title: "Decisions on the record",
    text: "Accept, reject, rework or concede: every client decision is kept with who made it and when.",
  },
  {
    title: "Suppliers that improve",
    text: "Share clear defect data with suppliers and watch first-time pass rates climb season on season.",
  },
];

const FEATURES = [
  {
    icon: "sample",
    title: "ISO 2859-1 sampling",
    text: "Sample sizes and accept/reject numbers from the standard, for every lot size and inspection level.",
  },
  {
    icon: "camera",
    title: "Defects with photos",
    text: "A defect library by category and severity; inspectors attach photos as they go.",
  },
  {
    icon: "ruler",
    title: "Size-chart measurements",
    text: "Measurements are checked against the style's size chart and tolerances on the spot.",
  },
  {
    icon: "cloud",
    title: "Works offline",
    text: "Inspections carry on through a dropped connection and sync when the signal returns.",
  },
  {
    icon: "check",
    title: "Client decisions",
    text: "Retail teams review results and record their decision against each inspection.",
  },
  {
    icon: "users",
    title: "Roles that fit",
    text: "Planners, inspectors, reviewers, suppliers and client teams each see exactly their part.",
  },
] as const;

export interface LandingPageProps {
  /** Starts the sign-in redirect; rejects when sign-in cannot start (the server is unreachable). */
  onSignIn: () => Promise<void>;
  /** A message carried over from the app, e.g. why the session ended. */
  notice: Notice | null;
}

export function LandingPage({ onSignIn, notice }: LandingPageProps) {
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
        "Sign-in is unavailable right now: the server could not be reached. Please try again shortly.",
      );
    });
  };

  return (
    <div className="lp" id="top">
      <a className="lp-skip" href="#content">
        Skip to content
      </a>
      <PublicHeader onLanding />
      <main id="content">
        <section className="lp-hero" ref={hero} aria-labelledby="hero-title">
          <div className="lp-container lp-hero__grid">
            <div className="lp-hero__copy">
              <p className="lp-eyebrow lp-eyebrow--light">Supply-chain visibility platform</p>
              <h1 id="hero-title">Know the quality of every order before it leaves the factory</h1>
              <p className="lp-hero__lead">
                {company.name} brings garment AQL inspections, supplier performance and client decisions into
                one place, for retailers, their suppliers and the inspectors in between.
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
                  SIGN IN
                </button>
                <a className="lp-button lp-button--ghost lp-button--large" href={company.contactPath}>
                  Get in touch
                </a>
              </div>
              <p className="lp-hero__error" role="alert">
                {signInError}
              </p>
              <ul className="lp-hero__points">
                <li>ISO 2859-1 sampling</li>
                <li>Tablet app for inspectors</li>
                <li>Buyer-ready reports</li>
              </ul>
            </div>
            <DashboardIllustration />
          </div>
        </section>

        <Section
          titleId="platform-title"
          eyebrow="The platform"
          title="Everything quality teams need to see, in one place"
        >
          <div className="lp-pillars">
            {PILLARS.map((pillar) => (
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
              <p className="lp-eyebrow">Benefits</p>
              <h2 id="benefits-title">Fewer surprises at the distribution centre</h2>
              <p className="lp-lead">
                Quality problems cost least where they start. {company.name} moves the check to the factory
                and puts the result in front of everyone who needs it.
              </p>
            </div>
            <ul className="lp-benefits__list">
              {BENEFITS.map((benefit) => (
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
          eyebrow="Key features"
          title="Built for garment quality control"
        >
          <div className="lp-features">
            {FEATURES.map((feature) => (
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
              <h2 id="cta-title">Ready to see your supply chain clearly?</h2>
              <p>
                Tell us about your suppliers and your season. We will show you {company.name} with your own
                data.
              </p>
            </div>
            <a className="lp-button lp-button--light lp-button--large" href={company.contactPath}>
              Get in touch
            </a>
          </div>
        </section>
      </main>
      <PublicFooter />
      {notice ? <NoticeAlert notice={notice} /> : null}
      <a className={`lp-to-top${pastHero ? " lp-to-top--visible" : ""}`} href="#top" aria-label="Go to top">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M12 19V5m-6 6 6-6 6 6" />
        </svg>
      </a>
    </div>
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
      <button type="button" aria-label="Close notification" onClick={() => setClosed(true)}>
        ×
      </button>
    </div>
  );
}
