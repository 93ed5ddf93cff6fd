import { Navigate, useLocation } from "react-router-dom";
import { defaultPageFor, isDataController, reportTabsFor, webRoutes } from "@aql-portal/shared";
import { ClientLayout } from "../components/layouts/client-layout";
import { NotificationBell } from "../features/notifications/components/notification-bell";
import { canOpen, canOpenClientReports, isAdmin } from "../lib/access";
import { useSession } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";
import { ShellPage, useAccount } from "./shell-parts";

/** The corrective actions, in the client's navbar after its report tabs, for the roles that read them. */
const CARS_PAGE = { path: webRoutes.correctiveActions, permission: "corrective-actions:read" } as const;

/** Client mode around the report tabs (spec §2 Navbar client mode), with the notifications' bell. */
export function ClientShell() {
  const { role } = useSession();
  const config = useConfig();
  const location = useLocation();
  const account = useAccount();

  const home = defaultPageFor(role.hierarchy, config.menu);
  if (!canOpenClientReports(role) && home !== location.pathname) return <Navigate to={home} replace />;

  const adminPath = !config.features.showAdminLink
    ? undefined
    : isAdmin(role)
      ? webRoutes.users
      : isDataController(role.hierarchy)
        ? webRoutes.manageInspections
        : undefined;

  return (
    <ClientLayout
      product={config.product}
      customerName={config.customerName}
      homePath={home}
      tabs={[
        ...reportTabsFor(role.name, config.customerName),
        ...(canOpen(role, config.features, CARS_PAGE)
          ? [{ name: "Corrective actions", path: CARS_PAGE.path }]
          : []),
      ]}
      {...account}
      bell={<NotificationBell inverted />}
      adminPath={adminPath}
    >
      <ShellPage />
    </ClientLayout>
  );
}
