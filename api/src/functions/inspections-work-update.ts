import { apiRoutes, InspectionWorkInputSchema, InspectionDetailSchema } from "@aql-portal/shared";
import { recordWork } from "../inspections/record-work";
import { toInspectionDetail } from "../inspections/work";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/{id}/work: the tablet's record of an inspection (defects, measurements, packaging
 * checks, comment), replacing the stored one. If-Match carries the record's etag (`workEtag`) the tablet
 * last had: when someone else saved since, 412 and the tablet shows both versions for the inspector to choose.
 * Packaging checks feed the DC's packaging records (packaging/checks.ts).
 */
export const inspectionsWorkUpdate = httpFunction({
  name: "inspections-work-update",
  route: apiRoutes.inspectionWork,
  methods: ["PUT"],
  access: "inspections:perform",
  response: { 200: InspectionDetailSchema },
  params: InspectionParamsSchema,
  body: InspectionWorkInputSchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const { inspection, work } = await recordWork(services, user, {
      inspectionId: params.inspectionId,
      etag: requireIfMatch(ifMatch),
      work: body,
    });
    return { body: await toInspectionDetail(services, inspection, work) };
  },
});
