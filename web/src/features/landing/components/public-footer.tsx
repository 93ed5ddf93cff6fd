import { Trans, useLingui } from "@lingui/react/macro";
import { LogoMark } from "../../../components/ui/logo-mark";
import { company } from "../company";

export function PublicFooter() {
  const { t } = useLingui();
  const home = company.homePath;
  const name = company.name;
  const legalName = company.legalName;
  const tagline = company.tagline();
  const year = new Date().getFullYear();
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__grid">
        <div className="lp-footer__brand">
          <a className="lp-brand lp-brand--light" href={home} aria-label={t`${name} home`}>
            <LogoMark size={30} />
            <span className="lp-brand__name">{company.name}</span>
          </a>
          <p>
            <Trans>
              {tagline}. Inspections, reports and decisions in one place, for retailers and their suppliers.
            </Trans>
          </p>
        </div>
        <nav className="lp-footer__col" aria-label={t`Platform`}>
          <h2>
            <Trans>Platform</Trans>
          </h2>
          <a href={`${home}#monitoring`}>
            <Trans>Real-time monitoring</Trans>
          </a>
          <a href={`${home}#branded-app`}>
            <Trans>Custom branded app</Trans>
          </a>
          <a href={`${home}#reports`}>
            <Trans>Dashboards and reports</Trans>
          </a>
          <a href={`${home}#features`}>
            <Trans>Key features</Trans>
          </a>
        </nav>
        <nav className="lp-footer__col" aria-label={t`Company`}>
          <h2>
            <Trans>Company</Trans>
          </h2>
          <a href={`${home}#benefits`}>
            <Trans>Why {name}</Trans>
          </a>
          <a href={`${home}#tour`}>
            <Trans>Product tour</Trans>
          </a>
          <a href={company.contactPath}>
            <Trans>Contact us</Trans>
          </a>
        </nav>
        <div className="lp-footer__col">
          <h2>
            <Trans>Get in touch</Trans>
          </h2>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          <a href={company.phoneHref}>{company.phone}</a>
          <address>{company.address.join(", ")}</address>
        </div>
      </div>
      <div className="lp-container lp-footer__base">
        <span>
          <Trans>
            © {year} {legalName}. All rights reserved.
          </Trans>
        </span>
        <a className="lp-footer__top" href="#top">
          <Trans>Back to top</Trans> <span aria-hidden="true">↑</span>
        </a>
      </div>
    </footer>
  );
}
