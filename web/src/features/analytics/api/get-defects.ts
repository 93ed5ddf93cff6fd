import { apiRoutes, DefectAnalysisSchema, type AnalyticsQuery } from "@aql-portal/shared";
import { useAnalyticsRoute } from "./analytics-request";

/** GET /api/analytics/defects — Defect Analysis: Paretos by defect, class and product category. */
export function useDefectAnalysis(query: AnalyticsQuery | null) {
  return useAnalyticsRoute(apiRoutes.analyticsDefects, DefectAnalysisSchema, query);
}
