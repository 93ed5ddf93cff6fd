import { InspectionSchema, type Inspection, apiPath, apiRoutes } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/inspections/{id}: the inspection as it is now, with its current etag. */
export function getInspection(id: string): Promise<Inspection> {
  return apiRequest(apiPath(apiRoutes.inspection, { inspectionId: id }), { schema: InspectionSchema });
}
