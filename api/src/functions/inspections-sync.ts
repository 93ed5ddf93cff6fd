import { apiRoutes, isPlannable, messages, SyncInspectionResultSchema } from "@aql-portal/shared";
import { toApiInspection } from "../data/inspections-repository";
import { alignLines, orderStatusFor, rederive } from "../inspections/lots";
import { loadInspection } from "../inspections/scope";
import { conflict, preconditionFailed } from "../lib/errors";
import { httpFunction } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";
import { replaceInspection } from "../inspections/inspection-writes";

/**
 * PUT /api/inspections/sync/{id}: re-derives a CREATED or PLANNED inspection from its PO lines as they are
 * now — PO numbers (lines that moved to another inspection or were skipped drop out), PO quantity, cartons,
 * style name and size-chart flag, and the plan (level, delivery quantity and the tenant's AQLs kept) — and
 * puts its lines' status in step with it. A started lot is what is being inspected: 409. Writes only what
 * changed, under the etag read (If-Match is optional: when sent, a stale one is 412).
 */
export const inspectionsSync = httpFunction({
  name: "inspections-sync",
  route: apiRoutes.inspectionSync,
  methods: ["PUT"],
  access: "inspections:plan",
  response: { 200: SyncInspectionResultSchema },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, tenantId, user, ifMatch }) => {
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    if (ifMatch && inspection._etag !== ifMatch)
      throw preconditionFailed(messages.inspectionChangedElsewhere);
    if (!isPlannable(inspection.status)) {
      throw conflict(
        `Cannot sync an inspection that is ${inspection.status}: its lot is being inspected as it was planned.`,
      );
    }
    const { next, lines } = await rederive(services, tenantId, inspection);
    const changed = next !== inspection;
    const saved = changed
      ? await replaceInspection(services, inspection, next, inspection._etag ?? "")
      : inspection;
    const status = orderStatusFor(saved.status);
    if (lines.some((line) => line.status !== status)) await alignLines(services, saved);
    return { body: { inspection: toApiInspection(saved), changed } };
  },
});
