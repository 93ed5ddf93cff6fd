import {
  InspectionDetailSchema,
  type InspectionDetail,
  type InspectionWorkInput,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * PUT /api/inspections/{id}/work: the whole record, replacing the stored one, If-Match the record's etag the
 * tablet's copy is based on (412 when someone else saved since). Sent in the background: no global loader.
 */
export function saveInspectionWork(
  inspectionId: string,
  work: InspectionWorkInput,
  workEtag: string,
): Promise<InspectionDetail> {
  return apiRequest(apiPath(apiRoutes.inspectionWork, { inspectionId }), {
    method: "PUT",
    body: work,
    headers: { "if-match": workEtag },
    schema: InspectionDetailSchema,
    showLoader: false,
  });
}
