import {
  InspectionDetailSchema,
  apiPaths,
  type InspectionDetail,
  type InspectionStatusChange,
} from "@aql-portal/shared";
import { apiRequest } from "./api-client";

/**
 * The inspection calls more than one feature makes (the tablet screen, the report page). Shared
 * infrastructure, like the reference lists: each feature keeps its own caching around them.
 */

/** GET /api/inspections/{id}: the inspection with its record (`work`, `workEtag`) and photo links. */
export function getInspectionDetail(inspectionId: string): Promise<InspectionDetail> {
  return apiRequest(apiPaths.inspection(inspectionId), { schema: InspectionDetailSchema, showLoader: false });
}

/**
 * PUT /api/inspections/{id}/status {action}, If-Match the inspection's etag: the inspector starts, pauses,
 * resumes and finishes (the server computes the result and makes the report's next version); a reviewer
 * closes or reopens. Answers the inspection as it is now.
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
