import { apiRoutes, SIZE_CHART_LIMITS, SizeChartSchema } from "@aql-portal/shared";
import { loadStyle } from "../inspections/scope";
import { httpFunction } from "../lib/http";
import { readSizeChart, SIZE_CHART_SHEET } from "../size-charts/read-size-chart";
import { sizeChartView } from "../size-charts/view";
import { readSheet } from "../spreadsheets/read-sheet";
import { readUpload, uploadBodyLimit } from "../lib/read-upload";
import { identifySpreadsheet } from "../spreadsheets/spreadsheet-file";
import { ProductParamsSchema } from "../lib/route-params";

/**
 * POST /api/size-charts/import-file/{productId} (multipart `file`): reads a size-chart workbook, keeps the file
 * in private blob storage and replaces the style's chart (the spec's size-chart override). A file with problems
 * saves nothing and lists them all.
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
    const chart = readSizeChart(
      readSheet(identifySpreadsheet(upload.bytes, upload.fileName), SIZE_CHART_SHEET),
    );
    const uploadedOn = new Date().toISOString();
    const blobName = `${tenantId}/${product.id}/${uploadedOn.replace(/[:.]/g, "-")}-${upload.fileName.replace(/[^\w.-]/g, "_")}`;
    // The file first: a chart document never points at a file that is not there.
    await services.blobs
      .container("sizeCharts")
      .getBlockBlobClient(blobName)
      .uploadData(upload.bytes, { blobHTTPHeaders: { blobContentType: "application/octet-stream" } });
    const saved = await services.sizeCharts.put({
      id: product.id,
      tenantId,
      styleCode: product.styleCode,
      unit: "cm",
      sizes: chart.sizes,
      points: chart.points,
      fileName: upload.fileName,
      blobName,
      uploadedOn,
      uploadedBy: user.name,
    });
    const marked = product.hasSizeChart
      ? product
      : await services.products.replace({ ...product, hasSizeChart: true }, product._etag ?? "");
    return { body: await sizeChartView(services, tenantId, marked, saved) };
  },
});
