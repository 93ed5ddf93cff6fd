import {
  InspectionDetailSchema,
  apiPaths,
  type InspectionDetail,
  type InspectionStatusChange,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * PUT /api/inspections/{id}/status {action}, If-Match the inspection's etag: start, pause, resume, finish
 * (the server computes the result and makes the report's next version). Answers the inspection as it is now.
 */
export function changeInspectionStatus(
  inspection: Pick<InspectionDetail, "id" | "etag">,
  action: InspectionStatusChange["action"],
): Promise<InspectionDetail> {
  return apiRequest(apiPaths.inspectionStatus(inspection.id), {
    method: "PUT",
    body: { action },
    headers: { "if-match": inspection.etag },
    schema: InspectionDetailSchema,
  });
}
