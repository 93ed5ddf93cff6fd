import { InspectionDetailSchema, apiPaths, type InspectionDetail } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/inspections/{id}: the inspection with its record (`work`, `workEtag`) and photo links. */
export function getInspectionDetail(inspectionId: string): Promise<InspectionDetail> {
  return apiRequest(apiPaths.inspection(inspectionId), { schema: InspectionDetailSchema, showLoader: false });
}
