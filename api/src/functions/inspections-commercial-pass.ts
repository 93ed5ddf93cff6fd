import { apiRoutes, ResultOverrideSchema, InspectionDetailSchema } from "@aql-portal/shared";
import { passCommercially } from "../inspections/decisions";
import { toInspectionDetail } from "../inspections/work";
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
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const saved = await passCommercially(services, user, {
      inspectionId: params.inspectionId,
      etag: requireIfMatch(ifMatch),
      pass: body,
    });
    return { body: await toInspectionDetail(services, saved, await services.inspectionWork.get(saved)) };
  },
});
