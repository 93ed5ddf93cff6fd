import {
  PackagingStandardSchema,
  type PackagingStandard,
  type PackagingStandardInput,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/packaging/standard with If-Match: administrators change the thresholds; a stale etag is 412. */
export function updatePackagingStandard(
  input: PackagingStandardInput,
  etag: string,
): Promise<PackagingStandard> {
  return apiRequest(apiRoutes.packagingStandard, {
    method: "PUT",
    body: input,
    headers: { "if-match": etag },
    schema: PackagingStandardSchema,
  });
}
