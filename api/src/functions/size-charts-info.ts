import { apiRoutes, messages, SizeChartSchema } from "@aql-portal/shared";
import { loadStyle } from "../inspections/scope";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { sizeChartView } from "../size-charts/view";
import { ProductParamsSchema } from "../lib/route-params";

/**
 * GET /api/size-charts/info/{productId}: a style's size chart, leaving out the points of measure its garment
 * category hides (a skirt's chart shows no sleeve length). Inspectors read it to measure against; suppliers and
 * inspectors only for styles they have an inspection of (404 otherwise, as for an unknown style).
 */
export const sizeChartsInfo = httpFunction({
  name: "size-charts-info",
  route: apiRoutes.sizeChartInfo,
  methods: ["GET"],
  access: "inspections:read",
  response: { 200: SizeChartSchema },
  params: ProductParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => {
    const product = await loadStyle(services, tenantId, user, params.productId);
    const chart = await services.sizeCharts.get(tenantId, product.id);
    if (!chart) throw notFound(messages.sizeChartNotFound);
    return { body: await sizeChartView(services, tenantId, product, chart) };
  },
});
