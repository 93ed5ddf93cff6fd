import type { ProductDocument } from "../data/products-repository";
import type { SizeChartDocument } from "../data/size-charts-repository";
import type { Services } from "../lib/services";
import { readSheet } from "../spreadsheets/read-sheet";
import { identifySpreadsheet } from "../spreadsheets/spreadsheet-file";
import { readSizeChart, SIZE_CHART_SHEET } from "./read-size-chart";

/**
 * A style's size chart from its workbook (the spec's size-chart override): the file is read (a file with problems
 * saves nothing and lists them all), kept in private blob storage, and the style's chart replaced and marked on
 * the style. The one way a chart is kept, for a planner's upload and the demo data alike.
 */
export async function keepSizeChart(
  services: Pick<Services, "blobs" | "sizeCharts" | "products">,
  product: ProductDocument,
  file: { bytes: Uint8Array; fileName: string },
  by: { name: string },
  now = new Date(),
): Promise<{ product: ProductDocument; chart: SizeChartDocument }> {
  const { tenantId } = product;
  const chart = readSizeChart(readSheet(identifySpreadsheet(file.bytes, file.fileName), SIZE_CHART_SHEET));
  const uploadedOn = now.toISOString();
  const blobName = `${tenantId}/${product.id}/${uploadedOn.replace(/[:.]/g, "-")}-${file.fileName.replace(/[^\w.-]/g, "_")}`;
  // The file first: a chart document never points at a file that is not there.
  await services.blobs
    .container("sizeCharts")
    .getBlockBlobClient(blobName)
    .uploadData(file.bytes, { blobHTTPHeaders: { blobContentType: "application/octet-stream" } });
  const saved = await services.sizeCharts.put({
    id: product.id,
    tenantId,
    styleCode: product.styleCode,
    unit: "cm",
    sizes: chart.sizes,
    points: chart.points,
    fileName: file.fileName,
    blobName,
    uploadedOn,
    uploadedBy: by.name,
  });
  const marked = product.hasSizeChart
    ? product
    : await services.products.replace({ ...product, hasSizeChart: true }, product._etag ?? "");
  return { product: marked, chart: saved };
}
