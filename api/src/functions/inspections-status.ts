import { apiRoutes, InspectionStatusChangeSchema, InspectionDetailSchema } from "@aql-portal/shared";
import { moveLot } from "../inspections/move";
import { toInspectionDetail } from "../inspections/work";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/{id}/status {action}: the lifecycle moves of decisions.md — the inspector starts,
 * pauses, resumes and finishes (the server computes the result and renders the report's next version); a
 * reviewer closes or reopens. Who may make each move is the lifecycle table's; any other move is 409. A move made
 * offline on a tablet comes with its operation id and the tablet's time (`operationId`, `at`): see
 * docs/decisions/offline-shift.md.
 */
export const inspectionsStatus = httpFunction({
  name: "inspections-status",
  route: apiRoutes.inspectionStatus,
  methods: ["PUT"],
  access: "inspections:read",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  body: InspectionStatusChangeSchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const saved = await moveLot(services, user, {
      inspectionId: params.inspectionId,
      etag: requireIfMatch(ifMatch),
      change: body,
    });
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
