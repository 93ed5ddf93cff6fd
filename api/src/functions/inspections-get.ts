import { apiRoutes, InspectionDetailSchema } from "@aql-portal/shared";
import { loadInspection } from "../inspections/scope";
import { toInspectionDetail } from "../inspections/work";
import { httpFunction } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/** Any string reaches the handler: a malformed id is a 404 "Invalid inspection id", as an unknown one is. */

/**
 * GET /api/inspections/{id}: one inspection the caller may see (404 "Invalid inspection id" otherwise), with
 * what was recorded on it and short-lived links to its photos.
 */
export const inspectionsGet = httpFunction({
  name: "inspections-get",
  route: apiRoutes.inspection,
  methods: ["GET"],
  access: "inspections:read",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => {
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    const work = await services.inspectionWork.get(inspection);
    return { body: await toInspectionDetail(services, inspection, work) };
  },
});
