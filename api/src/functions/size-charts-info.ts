import { apiRoutes, GarmentCategoryRulesSchema, messages, type SizeChart } from "@aql-portal/shared";
import { z } from "zod";
import { notFound } from "../lib/errors";
import { httpFunction } from "../lib/http";

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
    const rules = z
      .array(GarmentCategoryRulesSchema)
      .parse(await services.reference.list(tenantId, "garment-categories"))
      .find((r) => r.id === product.garmentCategory);
    const hidden = new Set(rules?.hiddenPoints ?? []);
    const body: SizeChart = {
      productId: product.id,
      styleCode: product.styleCode,
      garmentCategory: product.garmentCategory,
      unit: chart.unit,
      sizes: chart.sizes,
      points: chart.points.filter((p) => !hidden.has(p.code)),
      hiddenPoints: chart.points.filter((p) => hidden.has(p.code)).map((p) => p.code),
      fileName: chart.fileName,
      uploadedOn: chart.uploadedOn,
      uploadedBy: chart.uploadedBy,
    };
    return { body };
  },
});
