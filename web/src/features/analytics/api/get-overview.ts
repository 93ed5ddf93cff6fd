import { apiRoutes, AnalyticsOverviewSchema, type AnalyticsQuery } from "@aql-portal/shared";
import { useAnalyticsRoute } from "./analytics-request";

/** GET /api/analytics/overview — Your Reports: where quality stands for the period, against the period before. */
export function useOverview(query: AnalyticsQuery | null) {
  return useAnalyticsRoute(apiRoutes.analyticsOverview, AnalyticsOverviewSchema, query);
}
