import { Trans, useLingui } from "@lingui/react/macro";
import { LogoMark } from "../../../components/ui/logo-mark";
import { company } from "../company";

/** Header of the public pages; on the landing page the section links scroll, elsewhere they lead back to it. */
export function PublicHeader({ onLanding }: { onLanding: boolean }) {
  const { t } = useLingui();
  const section = (id: string) => (onLanding ? `#${id}` : `${company.homePath}#${id}`);
  const name = company.name;
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__inner">
        <a className="lp-brand" href={company.homePath} aria-label={t`${name} home`}>
          <LogoMark size={34} />
          <span className="lp-brand__name">{company.name}</span>
        </a>
        <nav className="lp-nav" aria-label={t`Main`}>
          <a href={section("monitoring")}>
            <Trans>Platform</Trans>
          </a>
          <a href={section("benefits")}>
            <Trans>Benefits</Trans>
          </a>
          <a href={section("features")}>
            <Trans>Features</Trans>
          </a>
          <a href={section("tour")}>
            <Trans>Tour</Trans>
          </a>
          <a className="lp-nav__cta" href={company.contactPath}>
            <Trans>Contact us</Trans>
          </a>
        </nav>
      </div>
    </header>
  );
}
