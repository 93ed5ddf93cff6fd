import { apiRoutes, InspectionWorkInputSchema, messages, InspectionDetailSchema } from "@aql-portal/shared";
import { assertMayRecord } from "../inspections/execution";
import { loadInspection } from "../inspections/scope";
import { checkedWork, toInspectionDetail } from "../inspections/work";
import { preconditionFailed } from "../lib/errors";
import { recordInspectionPackaging } from "../packaging/checks";
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
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    assertMayRecord(user, inspection);
    const current = await services.inspectionWork.ensure(tenantId, inspection);
    if (current._etag !== etag) {
      throw preconditionFailed(messages.inspectionRecordChangedElsewhere);
    }
    const work = await checkedWork(services, inspection, body);
    // Before the record: a failure here fails the save, and the tablet's retry writes both.
    await recordInspectionPackaging(services, user, inspection, current.packaging, work.packaging);
    const saved = await services.inspectionWork.replace(
      { ...current, ...work, updatedBy: { id: user.id, name: user.name } },
      etag,
    );
    return { body: await toInspectionDetail(services, inspection, saved) };
  },
});
