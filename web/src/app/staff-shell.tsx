import { matchPath, Navigate, useLocation, useNavigate } from "react-router-dom";
import { SIDEBAR_ITEMS, defaultPageFor, reportTabsFor } from "@aql-portal/shared";
import { StaffLayout } from "../components/layouts/staff-layout";
import { NotificationBell } from "../features/notifications/components/notification-bell";
import { canOpen, isClientMode, movesBetweenModes } from "../lib/access";
import { useSession } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";
import { ITEM_ID_PARAM, STAFF_PAGES } from "./staff-pages";
import { ShellPage, useAccount } from "./shell-parts";

/**
 * Staff mode around the staff pages (the inspector's plan and inspection screen on the tablet among them): the
 * sidebar the role may see, the notifications' bell, Back for those who switch modes.
 */
export function StaffShell() {
  const { role } = useSession();
  const config = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();

  const home = defaultPageFor(role.hierarchy, config.menu);
  // Client roles have no staff pages; send them to theirs (unless the menu points them here).
  if (isClientMode(role) && home !== location.pathname) return <Navigate to={home} replace />;

  const items = SIDEBAR_ITEMS.filter((item) => canOpen(role, config.features, item));
  const page = STAFF_PAGES.find((candidate) => matchPath(candidate.path, location.pathname));
  const itemOpen = new URLSearchParams(location.search).has(ITEM_ID_PARAM);
  const title = (itemOpen ? page?.itemTitle : undefined) ?? page?.title ?? "";
  // Back returns to where the user came from in the app, or to the client reports after a fresh load.
  const clientHome = reportTabsFor(role.name, config.customerName).find((tab) => tab.isDefault)?.path ?? home;
  const onBack =
    movesBetweenModes(role) && !page?.leadsBack
      ? () => void (location.key === "default" ? navigate(clientHome) : navigate(-1))
      : undefined;

  return (
    <StaffLayout
      product={config.product}
      title={title}
      items={items}
      {...account}
      bell={<NotificationBell />}
      onBack={onBack}
    >
      <ShellPage />
    </StaffLayout>
  );
}
