import {
  InspectionDetailSchema,
  type ClientDecisionUpdate,
  type InspectionDetail,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/inspections/{id}/decision {clientDecisionId, comment?}: a client manager's decision (If-Match). */
export function setClientDecision(
  inspection: Pick<InspectionDetail, "id" | "etag">,
  decision: ClientDecisionUpdate,
): Promise<InspectionDetail> {
  return apiRequest(apiPath(apiRoutes.inspectionDecision, { inspectionId: inspection.id }), {
    method: "PUT",
    body: decision,
    headers: { "if-match": inspection.etag },
    schema: InspectionDetailSchema,
    showLoader: false,
  });
}
