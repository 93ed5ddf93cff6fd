import {
  InspectionDetailSchema,
  type InspectionDetail,
  type ResultOverride,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/inspections/{id}/result: a reviewer's commercial pass of a failed lot, with why (If-Match). */
export function setCommercialPass(
  inspection: Pick<InspectionDetail, "id" | "etag">,
  comment: string,
): Promise<InspectionDetail> {
  const body: ResultOverride = { result: "Comm. Pass", comment };
  return apiRequest(apiPath(apiRoutes.inspectionCommercialPass, { inspectionId: inspection.id }), {
    method: "PUT",
    body,
    headers: { "if-match": inspection.etag },
    schema: InspectionDetailSchema,
    showLoader: false,
  });
}
