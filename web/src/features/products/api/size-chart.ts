import { SizeChartSchema, apiRoutes, type SizeChart, apiPath } from "@aql-portal/shared";
import { apiDownload, apiUpload, type DownloadedFile, type UploadProgress } from "../../../lib/api-client";

/** POST /api/size-charts/import-file/{productId} (multipart `file`): stores and reads the chart, replacing any. */
export function uploadSizeChart(
  productId: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<SizeChart> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiUpload(apiPath(apiRoutes.sizeChartImport, { productId }), {
    form,
    schema: SizeChartSchema,
    onProgress,
  });
}

/** GET /api/size-charts/template: the size-chart workbook to fill in, with the tenant's points of measure. */
export function downloadSizeChartTemplate(): Promise<DownloadedFile> {
  return apiDownload(apiRoutes.sizeChartTemplate, { fallbackName: "aql-portal-size-chart-template.xlsx" });
}
