import { apiRoutes, messages, UpdateInspectionSchema } from "@aql-portal/shared";
import { toApiInspection } from "../data/inspections-repository";
import { planInspection } from "../inspections/planning";
import { loadInspection } from "../inspections/scope";
import { preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "./inspections-get";

/**
 * PUT /api/inspections/{id}: planning edits (../inspections/planning.ts) with the etag read in If-Match (428
 * without, 412 stale). An inspector and a date make a CREATED inspection PLANNED (its PO lines become
 * IN_INSPECTION); removing either from a PLANNED one is refused by the lifecycle (409).
 */
export const inspectionsUpdate = httpFunction({
  name: "inspections-update",
  route: apiRoutes.inspection,
  methods: ["PUT"],
  access: "inspections:plan",
  params: InspectionParamsSchema,
  body: UpdateInspectionSchema,
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const current = await loadInspection(services, tenantId, user, params.inspectionId);
    if (current._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);

    return { body: toApiInspection(await planInspection(services, tenantId, current, body, etag)) };
  },
});
