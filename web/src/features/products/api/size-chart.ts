import useSWR, { type SWRResponse } from "swr";
import { SizeChartSchema, apiPaths, apiRoutes, type SizeChart } from "@aql-portal/shared";
import {
  apiDownload,
  apiUpload,
  type ApiRequestError,
  type DownloadedFile,
  type UploadProgress,
} from "../../../lib/api-client";
import { getSizeChart } from "../../../lib/size-chart";

export function sizeChartKey(productId: string) {
  return ["size-chart", productId] as const;
}

export function useSizeChart(productId: string | null): SWRResponse<SizeChart | null, ApiRequestError> {
  return useSWR<SizeChart | null, ApiRequestError, ReturnType<typeof sizeChartKey> | null>(
    productId ? sizeChartKey(productId) : null,
    ([, id]) => getSizeChart(id),
    { revalidateOnFocus: false },
  );
}

/** POST /api/size-charts/import-file/{productId} (multipart `file`): stores and reads the chart, replacing any. */
export function uploadSizeChart(
  productId: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<SizeChart> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiUpload(apiPaths.sizeChartImport(productId), { form, schema: SizeChartSchema, onProgress });
}

/** GET /api/size-charts/template: the size-chart workbook to fill in, with the tenant's points of measure. */
export function downloadSizeChartTemplate(): Promise<DownloadedFile> {
  return apiDownload(apiRoutes.sizeChartTemplate, { fallbackName: "aql-portal-size-chart-template.xlsx" });
}
