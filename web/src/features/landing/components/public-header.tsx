import { LogoMark } from "../../../components/ui/logo-mark";
import { company } from "../company";

/** Header of the public pages; on the landing page the section links scroll, elsewhere they lead back to it. */
export function PublicHeader({ onLanding }: { onLanding: boolean }) {
  const section = (id: string) => (onLanding ? `#${id}` : `${company.homePath}#${id}`);
  return (
    <header className="lp-header">
      <div className="lp-container lp-header__inner">
        <a className="lp-brand" href={company.homePath} aria-label={`${company.name} home`}>
          <LogoMark size={34} />
          <span className="lp-brand__name">{company.name}</span>
        </a>
        <nav className="lp-nav" aria-label="Main">
          <a href={section("monitoring")}>Platform</a>
          <a href={section("benefits")}>Benefits</a>
          <a href={section("features")}>Features</a>
          <a href={section("tour")}>Tour</a>
          <a className="lp-nav__cta" href={company.contactPath}>
            Contact us
          </a>
        </nav>
      </div>
    </header>
  );
}
