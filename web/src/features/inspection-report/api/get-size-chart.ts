import useSWR, { type SWRResponse } from "swr";
import type { SizeChart } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";
import { getSizeChart } from "../../../lib/size-chart";

/** The style's size chart to judge measurements against; null when the style has none. */
export function useSizeChart(productId: string | null): SWRResponse<SizeChart | null, ApiRequestError> {
  return useSWR<SizeChart | null, ApiRequestError, readonly ["size-chart", string] | null>(
    productId ? (["size-chart", productId] as const) : null,
    ([, id]) => getSizeChart(id),
    { revalidateOnFocus: false },
  );
}
