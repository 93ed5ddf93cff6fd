import { InspectionSchema, apiPaths, type Inspection } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/inspections/{id}: the inspection as it is now, with its current etag. */
export function getInspection(id: string): Promise<Inspection> {
  return apiRequest(apiPaths.inspection(id), { schema: InspectionSchema });
}
