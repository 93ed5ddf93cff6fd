import { Trans } from "@lingui/react/macro";
import { company } from "../company";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";
import "./landing.css";

export function ContactPage() {
  const name = company.name;
  const email = company.email;
  return (
    <div className="lp" id="top">
      <a className="lp-skip" href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <PublicHeader onLanding={false} />
      <main id="content" className="lp-contact">
        <div className="lp-container lp-contact__grid">
          <div>
            <p className="lp-eyebrow">
              <Trans>Contact us</Trans>
            </p>
            <h1>
              <Trans>Talk to the {name} team</Trans>
            </h1>
            <p className="lp-lead">
              <Trans>
                Questions about the platform, a demo with your own data, or help with your account: write to
                us and a member of the team will answer within one working day.
              </Trans>
            </p>
            <a className="lp-button lp-button--primary lp-button--large" href={`mailto:${company.email}`}>
              <Trans>Email {email}</Trans>
            </a>
            <p className="lp-contact__note">
              <Trans>
                Already a user and cannot sign in? Include the email address you sign in with, and we will
                check your account's approval for you.
              </Trans>
            </p>
          </div>
          <dl className="lp-contact__card">
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={company.phoneHref}>{company.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Office</Trans>
              </dt>
              <dd>
                <address>
                  {company.legalName}
                  {company.address.map((line) => (
                    <span key={line}>
                      <br />
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Hours</Trans>
              </dt>
              <dd>{company.hours()}</dd>
            </div>
          </dl>
        </div>
        <div className="lp-container">
          <a className="lp-back" href={company.homePath}>
            <span aria-hidden="true">←</span> <Trans>Back to home</Trans>
          </a>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
