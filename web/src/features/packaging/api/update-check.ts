import {
  PackagingCheckSchema,
  type PackagingCheck,
  type PackagingCheckInput,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** The version of a check a change is based on: a stale etag is refused with 412. */
export type CheckVersion = Pick<PackagingCheck, "id" | "etag">;

/** PUT /api/packaging/checks/{checkId} with If-Match: a DC check corrected (one from a tablet answers 409). */
export function correctPackagingCheck(
  check: CheckVersion,
  input: PackagingCheckInput,
): Promise<PackagingCheck> {
  return apiRequest(apiPath(apiRoutes.packagingCheck, { checkId: check.id }), {
    method: "PUT",
    body: input,
    headers: { "if-match": check.etag },
    schema: PackagingCheckSchema,
  });
}
