import {
  apiRoutes,
  InspectionStatusChangeSchema,
  messages,
  InspectionDetailSchema,
} from "@aql-portal/shared";
import { changeStatus } from "../inspections/execution";
import { loadInspection } from "../inspections/scope";
import { toInspectionDetail } from "../inspections/work";
import { preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/{id}/status {action}: the lifecycle moves of decisions.md — the inspector starts,
 * pauses, resumes and finishes (the server computes the result and renders the report's next version); a
 * reviewer closes or reopens. Who may make each move is the lifecycle table's; any other move is 409.
 */
export const inspectionsStatus = httpFunction({
  name: "inspections-status",
  route: apiRoutes.inspectionStatus,
  methods: ["PUT"],
  access: "inspections:read",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  body: InspectionStatusChangeSchema,
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    if (inspection._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
    const saved = await changeStatus(services, user, inspection, body.action, etag);
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
