import { LogoMark } from "../../../components/ui/logo-mark";
import { company } from "../company";

export function PublicFooter() {
  const home = company.homePath;
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__grid">
        <div className="lp-footer__brand">
          <a className="lp-brand lp-brand--light" href={home} aria-label={`${company.name} home`}>
            <LogoMark size={30} />
            <span className="lp-brand__name">{company.name}</span>
          </a>
          <p>
            {company.tagline}. Inspections, reports and decisions in one place, for retailers and their
            suppliers.
          </p>
        </div>
        <nav className="lp-footer__col" aria-label="Platform">
          <h2>Platform</h2>
          <a href={`${home}#monitoring`}>Real-time monitoring</a>
          <a href={`${home}#branded-app`}>Custom branded app</a>
          <a href={`${home}#reports`}>Dashboards and reports</a>
          <a href={`${home}#features`}>Key features</a>
        </nav>
        <nav className="lp-footer__col" aria-label="Company">
          <h2>Company</h2>
          <a href={`${home}#benefits`}>Why {company.name}</a>
          <a href={`${home}#tour`}>Product tour</a>
          <a href={company.contactPath}>Contact us</a>
        </nav>
        <div className="lp-footer__col">
          <h2>Get in touch</h2>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          <a href={company.phoneHref}>{company.phone}</a>
          <address>{company.address.join(", ")}</address>
        </div>
      </div>
      <div className="lp-container lp-footer__base">
        <span>
          © {new Date().getFullYear()} {company.legalName}. All rights reserved.
        </span>
        <a className="lp-footer__top" href="#top">
          Back to top <span aria-hidden="true">↑</span>
        </a>
      </div>
    </footer>
  );
}
