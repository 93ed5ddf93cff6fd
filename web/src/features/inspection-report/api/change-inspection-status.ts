import { InspectionDetailSchema, apiPaths, type InspectionDetail } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** The moves a reviewer makes from the report. */
export type ReviewAction = "close" | "reopen";

/**
 * PUT /api/inspections/{id}/status {action}, If-Match the inspection's etag: close signs a finished
 * inspection off; reopen sends it back to the inspector. Answers the inspection as it is now.
 */
export function changeInspectionStatus(
  inspection: Pick<InspectionDetail, "id" | "etag">,
  action: ReviewAction,
): Promise<InspectionDetail> {
  return apiRequest(apiPaths.inspectionStatus(inspection.id), {
    method: "PUT",
    body: { action },
    headers: { "if-match": inspection.etag },
    schema: InspectionDetailSchema,
    showLoader: false,
  });
}
