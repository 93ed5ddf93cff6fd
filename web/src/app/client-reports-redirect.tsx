import { Navigate } from "react-router-dom";
import { defaultPageFor, reportTabsFor } from "@aql-portal/shared";
import { useSession } from "../lib/auth/session-context";
import { useConfig } from "../lib/config/config-context";

/** The staff sidebar's "Client Analytics": into the client report tabs, at the tab the role lands on. */
export function ClientReportsRedirect() {
  const { role } = useSession();
  const config = useConfig();
  const tab = reportTabsFor(role.name, config.customerName).find((candidate) => candidate.isDefault);
  return <Navigate to={tab?.path ?? defaultPageFor(role.hierarchy, config.menu)} replace />;
}
