import { apiRoutes, SyncInspectionResultSchema } from "@aql-portal/shared";
import { toApiInspection } from "../data/inspections-repository";
import { syncLot } from "../inspections/sync-lot";
import { httpFunction } from "../lib/http";
import { InspectionParamsSchema } from "../lib/route-params";

/**
 * PUT /api/inspections/sync/{id} (If-Match optional): a planner re-derives a CREATED or PLANNED lot from its PO
 * lines as they are now (syncLot).
 */
export const inspectionsSync = httpFunction({
  name: "inspections-sync",
  route: apiRoutes.inspectionSync,
  methods: ["PUT"],
  access: "inspections:plan",
  response: { 200: SyncInspectionResultSchema },
  params: InspectionParamsSchema,
  handler: async ({ params }, { services, user, ifMatch }) => {
    const { inspection, changed } = await syncLot(services, user, {
      inspectionId: params.inspectionId,
      ifMatch,
    });
    return { body: { inspection: toApiInspection(inspection), changed } };
  },
});
