import { z } from "zod";
import { apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import type { InspectionVersion } from "./update-inspection";

/** DELETE /api/inspections/{id} with If-Match (CREATED or PLANNED only; its PO lines become OPEN again). */
export function deleteInspection(inspection: InspectionVersion): Promise<void> {
  return apiRequest(apiPath(apiRoutes.inspection, { inspectionId: inspection.id }), {
    method: "DELETE",
    headers: { "if-match": inspection.etag },
    schema: z.undefined(),
  });
}
