import { apiRoutes, isReported, messages, ResultOverrideSchema } from "@aql-portal/shared";
import { loadInspection } from "../inspections/scope";
import { toInspectionDetail } from "../inspections/work";
import { conflict, preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "./inspections-get";

/**
 * PUT /api/inspections/{id}/result: a reviewer gives a failed, finished (or closed) inspection a commercial
 * pass, saying why; who and when are kept with it. The computed result is never set by hand otherwise.
 */
export const inspectionsResult = httpFunction({
  name: "inspections-result",
  route: apiRoutes.inspectionResult,
  methods: ["PUT"],
  access: "inspections:review",
  params: InspectionParamsSchema,
  body: ResultOverrideSchema,
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    if (inspection._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
    if (inspection.result !== "Fail" || !isReported(inspection.status)) {
      throw conflict(
        `Only a failed inspection that is FINISHED or CLOSED can be given a commercial pass; this one is ${inspection.status} with result ${inspection.result}.`,
      );
    }
    const saved = await services.inspections.replace(
      inspection,
      {
        ...inspection,
        result: body.result,
        resultNote: {
          result: body.result,
          comment: body.comment,
          by: { id: user.id, name: user.name },
          at: new Date().toISOString(),
        },
      },
      etag,
    );
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
