import { apiRoutes } from "@aql-portal/shared";
import { deleteLot } from "../inspections/delete-lot";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/** DELETE /api/inspections/{id}, with the etag read in If-Match: a planner deletes a lot (deleteLot). */
export const inspectionsDelete = httpFunction({
  name: "inspections-delete",
  route: apiRoutes.inspection,
  methods: ["DELETE"],
  access: "inspections:plan",
  response: { 204: null },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, user, ifMatch }) => {
    await deleteLot(services, user, { inspectionId: params.inspectionId, etag: requireIfMatch(ifMatch) });
    return {};
  },
});
