import { apiRoutes, messages, ResultOverrideSchema, InspectionDetailSchema } from "@aql-portal/shared";
import { commercialPass } from "../inspections/decisions";
import { loadInspection } from "../inspections/scope";
import { toInspectionDetail } from "../inspections/work";
import { preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/{id}/result: a reviewer gives a failed, finished (or closed) inspection a commercial
 * pass, saying why; who and when are kept with it. The computed result is never set by hand otherwise.
 */
export const inspectionsCommercialPass = httpFunction({
  name: "inspections-commercial-pass",
  route: apiRoutes.inspectionCommercialPass,
  methods: ["PUT"],
  access: "inspections:review",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  body: ResultOverrideSchema,
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    if (inspection._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
    const saved = await commercialPass(services, user, inspection, body, etag);
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
