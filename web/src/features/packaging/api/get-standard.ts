import useSWR, { type SWRResponse } from "swr";
import { PackagingStandardSchema, type PackagingStandard, apiRoutes } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/packaging/standard: the tenant's thresholds, with the etag a change must send back. */
export function getPackagingStandard(): Promise<PackagingStandard> {
  return apiRequest(apiRoutes.packagingStandard, { schema: PackagingStandardSchema, showLoader: false });
}

export const STANDARD_KEY = "packaging-standard";

/** The standard every result is worked out against: the record form's live outcome and the pages' summary. */
export function usePackagingStandard(): SWRResponse<PackagingStandard, ApiRequestError> {
  return useSWR(STANDARD_KEY, getPackagingStandard, { revalidateOnFocus: false });
}
