import { z } from "zod";
import { apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import type { CheckVersion } from "./update-check";

/** DELETE /api/packaging/checks/{checkId} with If-Match: a DC check recorded by mistake. */
export async function deletePackagingCheck(check: CheckVersion): Promise<void> {
  await apiRequest(apiPath(apiRoutes.packagingCheck, { checkId: check.id }), {
    method: "DELETE",
    headers: { "if-match": check.etag },
    schema: z.undefined(),
  });
}
