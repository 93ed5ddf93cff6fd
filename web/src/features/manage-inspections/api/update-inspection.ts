import {
  InspectionSchema,
  type Inspection,
  type UpdateInspection,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** The version of an inspection a change is based on: a stale etag is refused with 412. */
export type InspectionVersion = Pick<Inspection, "id" | "etag">;

/** PUT /api/inspections/{id}: the changed planning fields only, with If-Match; answers the saved inspection. */
export function updateInspection(
  inspection: InspectionVersion,
  change: UpdateInspection,
): Promise<Inspection> {
  return apiRequest(apiPath(apiRoutes.inspection, { inspectionId: inspection.id }), {
    method: "PUT",
    body: change,
    headers: { "if-match": inspection.etag },
    schema: InspectionSchema,
  });
}
