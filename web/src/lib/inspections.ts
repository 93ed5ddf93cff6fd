import {
  InspectionDetailSchema,
  InspectionSchema,
  type Inspection,
  type InspectionDetail,
  type InspectionStatusChange,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "./api-client";

/**
 * The inspection calls more than one feature makes (the tablet screen, the report page). Shared
 * infrastructure, like the reference lists: each feature keeps its own caching around them.
 */

/** GET /api/inspections/{id}: the inspection with its record (`work`, `workEtag`) and photo links. */
export function getInspectionDetail(inspectionId: string): Promise<InspectionDetail> {
  return apiRequest(apiPath(apiRoutes.inspection, { inspectionId }), {
    schema: InspectionDetailSchema,
    showLoader: false,
  });
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
  return apiRequest(apiPath(apiRoutes.inspectionStatus, { inspectionId: inspection.id }), {
    method: "PUT",
    body: { action },
    headers: { "if-match": inspection.etag },
    schema: InspectionDetailSchema,
  });
}

/** The inspection as lists show it, from the detail a write answers with (its record and photo links left out). */
export function inspectionOf(detail: InspectionDetail): Inspection {
  return InspectionSchema.parse(detail);
}

/**
 * The action any change to one inspection is, for its notifications (an edit, a sync, a status move, a decision):
 * its newest outcome replaces the one still on screen.
 */
export function inspectionAction(inspectionId: string): string {
  return `inspection:${inspectionId}`;
}
