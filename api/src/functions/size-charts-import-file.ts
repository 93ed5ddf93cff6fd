import { apiRoutes, SIZE_CHART_LIMITS, SizeChartSchema } from "@aql-portal/shared";
import { loadStyle } from "../inspections/scope";
import { httpFunction } from "../lib/http";
import { keepSizeChart } from "../size-charts/keep-size-chart";
import { sizeChartView } from "../size-charts/view";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";
import { ProductParamsSchema } from "../lib/route-params";

/**
 * POST /api/size-charts/import-file/{productId} (multipart `file`): the style's size chart from a workbook
 * (size-charts/keep-size-chart.ts).
 */
export const sizeChartsImportFile = httpFunction({
  name: "size-charts-import-file",
  route: apiRoutes.sizeChartImport,
  methods: ["POST"],
  access: "products:manage",
  response: { 200: SizeChartSchema },
  maxBodyBytes: uploadBodyLimit(SIZE_CHART_LIMITS.maxBytes),
  params: ProductParamsSchema,
  handler: async ({ params }, { services, tenantId, user, request }) => {
    const product = await loadStyle(services, tenantId, user, params.productId);
    const upload = await readUpload(request, SIZE_CHART_LIMITS.maxBytes);
    const kept = await keepSizeChart(services, product, upload, user);
    return { body: await sizeChartView(services, tenantId, kept.product, kept.chart) };
  },
});
