import { apiRoutes, ClientDecisionUpdateSchema, InspectionDetailSchema } from "@aql-portal/shared";
import { recordClientDecision } from "../inspections/decisions";
import { toInspectionDetail } from "../inspections/work";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/{id}/decision with the etag read in If-Match: the client manager's decision on a
 * finished inspection, kept in its history with who and when, and printed on the report's next version
 * (../inspections/decisions.ts). Spec §7 sends it to PUT /api/inspections/{id}, which still takes it.
 */
export const inspectionsDecision = httpFunction({
  name: "inspections-decision",
  route: apiRoutes.inspectionDecision,
  methods: ["PUT"],
  access: "client-decisions:set",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  body: ClientDecisionUpdateSchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const saved = await recordClientDecision(services, user, {
      inspectionId: params.inspectionId,
      etag: requireIfMatch(ifMatch),
      decision: body,
    });
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
