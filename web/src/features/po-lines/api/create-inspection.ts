import { InspectionSchema, apiRoutes, type Inspection } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/inspections: one CREATED inspection of PO lines of one style and colour. */
export function createInspection(orderIds: readonly string[]): Promise<Inspection> {
  return apiRequest(apiRoutes.inspections, {
    method: "POST",
    body: { orderIds },
    schema: InspectionSchema,
  });
}
