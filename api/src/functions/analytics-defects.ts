import {
  AnalyticsQuerySchema,
  apiRoutes,
  type DefectAnalysis,
  DefectAnalysisSchema,
} from "@aql-portal/shared";
import { defectParetos } from "../analytics/figures";
import { loadAnalytics } from "../analytics/load";
import { httpFunction } from "../lib/http";

/**
 * GET /api/analytics/defects: Defect Analysis — the units found in the period's inspections as Paretos by
 * defect, by class and by product category, each with the previous period's count.
 */
export const analyticsDefects = httpFunction({
  name: "analytics-defects",
  route: apiRoutes.analyticsDefects,
  methods: ["GET"],
  access: "analytics:read",
  response: { 200: DefectAnalysisSchema },
  query: AnalyticsQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const { period, cube } = await loadAnalytics(services, tenantId, user, query, {
      interval: null,
      previous: true,
    });
    const body: DefectAnalysis = { period, ...defectParetos(cube, period) };
    return { body };
  },
});
