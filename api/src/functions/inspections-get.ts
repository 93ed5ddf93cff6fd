import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { toApiInspection } from "../data/inspections-repository";
import { loadInspection } from "../inspections/scope";
import { httpFunction } from "../lib/http";

/** Any string reaches the handler: a malformed id is a 404 "Invalid inspection id", as an unknown one is. */
export const InspectionParamsSchema = z.object({ inspectionId: z.string().max(200) });

/** GET /api/inspections/{id}: one inspection the caller may see (404 "Invalid inspection id" otherwise). */
export const inspectionsGet = httpFunction({
  name: "inspections-get",
  route: apiRoutes.inspection,
  methods: ["GET"],
  access: "inspections:read",
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => {
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    return { body: toApiInspection(inspection) };
  },
});
