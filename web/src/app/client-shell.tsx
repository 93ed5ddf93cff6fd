import { Navigate, Outlet, useLocation } from "react-router-dom";
import { defaultPageFor, isDataController, reportTabsFor, webRoutes } from "@aql-portal/shared";
import { ClientLayout } from "../components/layouts/client-layout";
import { useLogout } from "../features/auth/api/logout";
import { canOpenClientReports, isAdmin } from "../lib/access";
import { useSession } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";
import { ResetNotice } from "../features/reset/components/reset-notice";

/** Client mode around the report tabs (spec §2 Navbar client mode). */
export function ClientShell() {
  const { role, user } = useSession();
  const config = useConfig();
  const location = useLocation();
  const logout = useLogout();

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
      tabs={reportTabsFor(role.name, config.customerName)}
      user={{ name: user.name, roleLabel: role.label }}
      adminPath={adminPath}
      onLogout={() => void logout()}
    >
      <ResetNotice />
      <Outlet />
    </ClientLayout>
  );
}
