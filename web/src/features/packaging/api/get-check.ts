import useSWR, { useSWRConfig, type SWRResponse } from "swr";
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
 * One check, read again whenever it is opened (a correction must start from the latest version); a copy already
 * cached (the row it was opened from, a save's answer) shows meanwhile.
 */
export function usePackagingCheck(checkId: string): SWRResponse<PackagingCheck, ApiRequestError> {
  return useSWR(checkKey(checkId), ([, id]) => getPackagingCheck(id), {
    revalidateOnMount: true,
    revalidateOnFocus: false,
  });
}

/** Puts a row's copy of a check in the cache, so its drawer shows it at once while it is read again. */
export function useShowCheckAtOnce() {
  const { mutate } = useSWRConfig();
  return (check: PackagingCheck) => void mutate(checkKey(check.id), check, { revalidate: false });
}
