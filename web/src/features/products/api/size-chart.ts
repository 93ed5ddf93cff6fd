import useSWR, { type SWRResponse } from "swr";
import { SizeChartSchema, apiPaths, apiRoutes, messages, type SizeChart } from "@aql-portal/shared";
import {
  ApiRequestError,
  apiDownload,
  apiRequest,
  apiUpload,
  type DownloadedFile,
  type UploadProgress,
} from "../../../lib/api-client";

/** GET /api/size-charts/info/{productId}: the chart without its hidden points; null when there is none (404). */
export async function getSizeChart(productId: string): Promise<SizeChart | null> {
  try {
    return await apiRequest(apiPaths.sizeChartInfo(productId), {
      schema: SizeChartSchema,
      showLoader: false,
    });
  } catch (error) {
    // Only "no chart yet" is an empty state; a style that is gone is an error like any other.
    if (
      error instanceof ApiRequestError &&
      error.status === 404 &&
      error.message === messages.sizeChartNotFound
    )
      return null;
    throw error;
  }
}

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
