import { apiRoutes, InsightsSchema, type AnalyticsQuery } from "@aql-portal/shared";
import { useAnalyticsRoute } from "./analytics-request";

/** GET /api/analytics/insights — Insights: what changed most this period, in sentences. */
export function useInsights(query: AnalyticsQuery | null) {
  return useAnalyticsRoute(apiRoutes.analyticsInsights, InsightsSchema, query);
}
