import { apiRoutes, SupplierAnalysisSchema, type AnalyticsQuery } from "@aql-portal/shared";
import { useAnalyticsRoute } from "./analytics-request";

/** GET /api/analytics/suppliers — Supplier Analysis: per supplier and factory, both periods, with a trend. */
export function useSupplierAnalysis(query: AnalyticsQuery | null) {
  return useAnalyticsRoute(apiRoutes.analyticsSuppliers, SupplierAnalysisSchema, query);
}
