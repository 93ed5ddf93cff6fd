import {
  InspectionDetailSchema,
  type InspectionDetail,
  type InspectionWorkInput,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";
import { unlessStalled } from "./stalled";

/**
 * PUT /api/inspections/{id}/work: the whole record, replacing the stored one, If-Match the record's etag the
 * tablet's copy is based on (412 when someone else saved since). Sent in the background: no global loader; one
 * that never answers is abandoned and sent again.
 */
export function saveInspectionWork(
  inspectionId: string,
  work: InspectionWorkInput,
  workEtag: string,
): Promise<InspectionDetail> {
  return unlessStalled((signal) =>
    apiRequest(apiPath(apiRoutes.inspectionWork, { inspectionId }), {
      method: "PUT",
      body: work,
      headers: { "if-match": workEtag },
      schema: InspectionDetailSchema,
      showLoader: false,
      signal,
    }),
  );
}
