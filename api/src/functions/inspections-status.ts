import {
  apiRoutes,
  InspectionStatusChangeSchema,
  messages,
  InspectionDetailSchema,
} from "@aql-portal/shared";
import { changeStatus, madeBefore } from "../inspections/execution";
import { loadInspection } from "../inspections/scope";
import { toInspectionDetail } from "../inspections/work";
import { preconditionFailed } from "../lib/errors";
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
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    // A move sent again (its answer was lost on the way back) is answered, not made twice: the If-Match it
    // carries is the one it was first sent with, so it is not compared.
    let saved = inspection;
    if (!madeBefore(inspection, body)) {
      if (inspection._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
      saved = await changeStatus(services, user, inspection, body, etag);
    }
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
