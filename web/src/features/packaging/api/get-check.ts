import useSWR, { type SWRResponse } from "swr";
import { PackagingCheckSchema, type PackagingCheck, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** GET /api/packaging/checks/{checkId}: one check, with the etag a correction must send back. */
export function getPackagingCheck(checkId: string): Promise<PackagingCheck> {
  return apiRequest(apiPath(apiRoutes.packagingCheck, { checkId }), {
    schema: PackagingCheckSchema,
    showLoader: false,
  });
}

export const checkKey = (checkId: string) => ["packaging-check", checkId] as const;

/**
 * One check, read again whenever it is opened (a correction must start from the latest version); the row it was
 * opened from shows meanwhile.
 */
export function usePackagingCheck(
  checkId: string,
  row: PackagingCheck | undefined,
): SWRResponse<PackagingCheck, ApiRequestError> {
  return useSWR(checkKey(checkId), ([, id]) => getPackagingCheck(id), {
    fallbackData: row,
    revalidateOnMount: true,
    revalidateOnFocus: false,
  });
}
