import {
  apiRoutes,
  PACKAGING_REPORT_RESULTS,
  PackagingReportParamsSchema,
  PackagingReportQuerySchema,
  type PackagingCheck,
  type Page,
  PackagingCheckPageSchema,
  supplierScopeOf,
} from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { badRequest } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { periodOf } from "../packaging/checks";

/**
 * GET /api/packaging/reports/{report}: one page of the compliance, accuracy or garment-check report — the
 * checks of the period (the last 30 days by default), filtered by supplier, DC, that report's result and a
 * search, sorted. Suppliers see their own rows only.
 */
export const packagingReports = httpFunction({
  name: "packaging-reports",
  route: apiRoutes.packagingReport,
  methods: ["GET"],
  access: "packaging:read",
  response: { 200: PackagingCheckPageSchema },
  params: PackagingReportParamsSchema,
  query: PackagingReportQuerySchema,
  handler: async ({ params, query }, { services, tenantId, user }) => {
    const results: readonly string[] = PACKAGING_REPORT_RESULTS[params.report];
    if (query.result !== undefined && !results.includes(query.result)) {
      throw badRequest(`Invalid request: query.result must be one of ${results.join(", ")}`, [
        { field: "query.result", message: `must be one of ${results.join(", ")}` },
      ]);
    }
    const page = await services.packaging.list(
      tenantId,
      params.report,
      { ...query, ...periodOf(query) },
      supplierScopeOf(user),
    );
    const body: Page<PackagingCheck> = {
      items: page.items.map(toApiPackagingCheck),
      continuationToken: page.continuationToken,
    };
    return { body };
  },
});
