import {
  PackagingCheckSchema,
  type PackagingCheck,
  type PackagingCheckInput,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/packaging/checks: a delivery's check at a DC; the answer carries the outcome the server worked out. */
export function recordPackagingCheck(input: PackagingCheckInput): Promise<PackagingCheck> {
  return apiRequest(apiRoutes.packagingChecks, {
    method: "POST",
    body: input,
    schema: PackagingCheckSchema,
  });
}
