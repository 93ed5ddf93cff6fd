import useSWR, { type SWRResponse } from "swr";
import { SizeChartSchema, messages, type SizeChart, apiPath, apiRoutes } from "@aql-portal/shared";
import { ApiRequestError, apiRequest } from "./api-client";

/**
 * GET /api/size-charts/info/{productId}: the chart without its hidden points; null when the style has none
 * (404 "Completed size chart cannot be found."). Shared: planners upload charts, inspectors measure against them.
 */
export async function getSizeChart(productId: string): Promise<SizeChart | null> {
  try {
    return await apiRequest(apiPath(apiRoutes.sizeChartInfo, { productId }), {
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
