import { apiRoutes, InspectionActivitySchema, type ActivityQuery } from "@aql-portal/shared";
import { useAnalyticsRoute } from "./analytics-request";

/** GET /api/analytics/activity — Inspection Activity: every inspection of the period, and the coming days. */
export function useActivity(query: ActivityQuery | null) {
  return useAnalyticsRoute(apiRoutes.analyticsActivity, InspectionActivitySchema, query);
}
