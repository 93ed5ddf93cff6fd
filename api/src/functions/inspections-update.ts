import {
  apiRoutes,
  can,
  ClientDecisionUpdateSchema,
  roleOf,
  UpdateInspectionSchema,
  InspectionDetailSchema,
} from "@aql-portal/shared";
import { recordClientDecision } from "../inspections/decisions";
import { planLot } from "../inspections/planning";
import { toInspectionDetail } from "../inspections/work";
import { badRequest, forbidden } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/** Planning fields, or (spec §7's path for it) a client decision. */
const BodySchema = UpdateInspectionSchema.safeExtend(ClientDecisionUpdateSchema.partial().shape).strict();

/**
 * PUT /api/inspections/{id} with the etag read in If-Match (428 without, 412 stale): planning edits
 * (../inspections/planning.ts; planners, reviewers) — an inspector and a date make a CREATED inspection
 * PLANNED, removing either from a PLANNED one is refused (409). A body with `clientDecisionId` is a client
 * decision, as spec §7 sends it: the same as PUT /api/inspections/{id}/decision (inspections-decision.ts).
 */
export const inspectionsUpdate = httpFunction({
  name: "inspections-update",
  route: apiRoutes.inspection,
  methods: ["PUT"],
  access: "inspections:read",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  body: BodySchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const { clientDecisionId, comment, ...planning } = body;
    const deciding = clientDecisionId !== undefined || comment !== undefined;
    const permission = deciding ? "client-decisions:set" : "inspections:plan";
    if (!can(user.role, permission)) {
      throw forbidden(
        `Your role (${roleOf(user.role).label}) cannot ${deciding ? "set client decisions" : "plan inspections"}.`,
      );
    }
    if (deciding) {
      if (clientDecisionId === undefined) {
        throw badRequest("Choose a client decision: a comment is sent with one.", [
          { field: "body.clientDecisionId", message: "is required" },
        ]);
      }
      if (Object.keys(planning).length > 0) {
        throw badRequest("Send a client decision on its own, without planning fields.", [
          { field: "body", message: `has ${Object.keys(planning).join(", ")} beside clientDecisionId` },
        ]);
      }
      const decision = { clientDecisionId, ...(comment !== undefined ? { comment } : {}) };
      const decided = await recordClientDecision(services, user, {
        inspectionId: params.inspectionId,
        etag,
        decision,
      });
      return {
        body: await toInspectionDetail(services, decided, await services.inspectionWork.get(decided)),
      };
    }
    const saved = await planLot(services, user, { inspectionId: params.inspectionId, etag, planning });
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
