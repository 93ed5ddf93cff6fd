import { company } from "../company";
import { PublicFooter } from "./public-footer";
import { PublicHeader } from "./public-header";
import "./landing.css";

export function ContactPage() {
  return (
    <div className="lp" id="top">
      <a className="lp-skip" href="#content">
        Skip to content
      </a>
      <PublicHeader onLanding={false} />
      <main id="content" className="lp-contact">
        <div className="lp-container lp-contact__grid">
          <div>
            <p className="lp-eyebrow">Contact us</p>
            <h1>Talk to the {company.name} team</h1>
            <p className="lp-lead">
              Questions about the platform, a demo with your own data, or help with your account: write to us
              and a member of the team will answer within one working day.
            </p>
            <a className="lp-button lp-button--primary lp-button--large" href={`mailto:${company.email}`}>
              Email {company.email}
            </a>
            <p className="lp-contact__note">
              Already a user and cannot sign in? Include the email address you sign in with, and we will check
              your account's approval for you.
            </p>
          </div>
          <dl className="lp-contact__card">
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={company.phoneHref}>{company.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Office</dt>
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
              <dt>Hours</dt>
              <dd>{company.hours}</dd>
            </div>
          </dl>
        </div>
        <div className="lp-container">
          <a className="lp-back" href={company.homePath}>
            <span aria-hidden="true">←</span> Back to home
          </a>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
