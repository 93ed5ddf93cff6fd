import { apiRoutes, messages } from "@aql-portal/shared";
import { z } from "zod";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { sizeChartView } from "../size-charts/view";

/**
 * GET /api/size-charts/info/{productId}: a style's size chart, leaving out the points of measure its garment
 * category hides (a skirt's chart shows no sleeve length). Inspectors read it to measure against.
 */
export const sizeChartsInfo = httpFunction({
  name: "size-charts-info",
  route: apiRoutes.sizeChartInfo,
  methods: ["GET"],
  access: "inspections:read",
  params: z.object({ productId: z.string().min(1).max(60) }),
  handler: async ({ params }, { services, tenantId }) => {
    const [product, chart] = await Promise.all([
      services.products.get(tenantId, params.productId),
      services.sizeCharts.get(tenantId, params.productId),
    ]);
    if (!product) throw notFound(`There is no style ${params.productId}.`);
    if (!chart) throw notFound(messages.sizeChartNotFound);
    return { body: await sizeChartView(services, tenantId, product, chart) };
  },
});
