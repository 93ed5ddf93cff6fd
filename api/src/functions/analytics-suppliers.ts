import {
  AnalyticsQuerySchema,
  apiRoutes,
  trendInterval,
  type SupplierAnalysis,
  SupplierAnalysisSchema,
} from "@aql-portal/shared";
import { supplierRows } from "../analytics/figures";
import { loadAnalytics } from "../analytics/load";
import { supplierCarFigures } from "../corrective-actions/cars";
import { httpFunction } from "../lib/http";

/**
 * GET /api/analytics/suppliers: Supplier Analysis — per supplier and factory, the inspections done, first-time
 * pass rate, failure rate and defects per 100 units, against the previous period, with a trend.
 */
export const analyticsSuppliers = httpFunction({
  name: "analytics-suppliers",
  route: apiRoutes.analyticsSuppliers,
  methods: ["GET"],
  access: "analytics:read",
  response: { 200: SupplierAnalysisSchema },
  query: AnalyticsQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const interval = trendInterval(query.from, query.to);
    const { period, cube } = await loadAnalytics(services, tenantId, user, query, {
      interval,
      previous: true,
    });
    const body: SupplierAnalysis = {
      period,
      interval,
      suppliers: supplierRows(cube, period, interval),
      correctiveActions: await supplierCarFigures(services, user, period, query.supplierId),
    };
    return { body };
  },
});
