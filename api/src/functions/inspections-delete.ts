import { apiRoutes, checkDelete, messages } from "@aql-portal/shared";
import { lineKeysOf } from "../inspections/lots";
import { loadInspection } from "../inspections/scope";
import { conflict, preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";
import { deleteInspection } from "../inspections/inspection-writes";

/**
 * DELETE /api/inspections/{id}: with the etag read in If-Match; only CREATED or PLANNED inspections (409
 * otherwise). Its PO lines go back to OPEN first (ready to inspect, and out of any later import's grouping),
 * then the inspection is deleted under its etag: if anything fails in between, the same request completes it
 * (lines already free are left as they are).
 */
export const inspectionsDelete = httpFunction({
  name: "inspections-delete",
  route: apiRoutes.inspection,
  methods: ["DELETE"],
  access: "inspections:plan",
  response: { 204: null },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const inspection = await loadInspection(services, tenantId, user, params.inspectionId);
    if (inspection._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
    const check = checkDelete(inspection.status);
    if (!check.allowed) throw conflict(check.message);

    const lines = await services.orders.getByKeys(lineKeysOf(inspection));
    await services.orders.updateEach(lines, (line) =>
      line.inspectionId === inspection.id
        ? {
            ...line,
            inspectionId: null,
            status: line.status === "SKIPPED" ? "SKIPPED" : "OPEN",
            // The planner's deletion stands: importing the file again does not bring the lot back.
            arrangedByPlanner: true,
          }
        : undefined,
    );
    await deleteInspection(services, inspection, etag);
    return {};
  },
});
