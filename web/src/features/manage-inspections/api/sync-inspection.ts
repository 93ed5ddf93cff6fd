import { SyncInspectionResultSchema, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import type { InspectionVersion } from "./update-inspection";

/**
 * PUT /api/inspections/sync/{id}: re-derives the inspection from its PO lines as they are now; answers it and
 * whether anything changed. Sent with the etag on screen, so a row someone else changed is not synced blind.
 */
export function syncInspection(inspection: InspectionVersion) {
  return apiRequest(apiPath(apiRoutes.inspectionSync, { inspectionId: inspection.id }), {
    method: "PUT",
    headers: { "if-match": inspection.etag },
    schema: SyncInspectionResultSchema,
  });
}
