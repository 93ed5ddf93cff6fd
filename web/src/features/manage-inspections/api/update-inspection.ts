import { InspectionSchema, apiPaths, type Inspection, type UpdateInspection } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** The version of an inspection a change is based on: a stale etag is refused with 412. */
export type InspectionVersion = Pick<Inspection, "id" | "etag">;

/** PUT /api/inspections/{id}: the changed planning fields only, with If-Match; answers the saved inspection. */
export function updateInspection(
  inspection: InspectionVersion,
  change: UpdateInspection,
): Promise<Inspection> {
  return apiRequest(apiPaths.inspection(inspection.id), {
    method: "PUT",
    body: change,
    headers: { "if-match": inspection.etag },
    schema: InspectionSchema,
  });
}
