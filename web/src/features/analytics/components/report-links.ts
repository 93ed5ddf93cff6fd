import { clientReportPath, reportTabsFor, type ClientTabName } from "@aql-portal/shared";
import { useSession } from "../../../lib/auth/session-context";
import { useConfig } from "../../../lib/config/config-context";
import { analyticsSearch, type AnalyticsFilters } from "./analytics-filters";

/**
 * Links between the report pages, keeping the reader's filters: the path of a tab the reader may open (null for
 * one they may not: the Inspection tab is not every role's).
 */
export function useReportLinks() {
  const { role } = useSession();
  const { customerName } = useConfig();
  const tabs = reportTabsFor(role.name, customerName);
  const pathOf = (
    tab: ClientTabName,
    filters: Partial<AnalyticsFilters> = {},
    extra: Readonly<Record<string, string | undefined>> = {},
  ): string | null =>
    tabs.some((candidate) => candidate.name === tab)
      ? `${clientReportPath(customerName, tab)}${analyticsSearch(filters, extra)}`
      : null;
  return { tabs, pathOf };
}
