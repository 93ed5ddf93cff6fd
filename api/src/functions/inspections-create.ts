import { apiRoutes, CreateInspectionSchema, InspectionSchema } from "@aql-portal/shared";
import { toApiInspection } from "../data/inspections-repository";
import { createLot } from "../inspections/create-lot";
import { httpFunction } from "../lib/http";

/**
 * POST /api/inspections: one CREATED inspection from selected PO lines (CREATE INSPECTIONS, `createLot`): 201
 * for a new lot, 200 for the lot these lines already make (or a retry of the same selection).
 */
export const inspectionsCreate = httpFunction({
  name: "inspections-create",
  route: apiRoutes.inspections,
  methods: ["POST"],
  access: "inspections:plan",
  response: { 200: InspectionSchema, 201: InspectionSchema },
  body: CreateInspectionSchema,
  handler: async ({ body }, { services, tenantId }) => {
    const { inspection, created } = await createLot(services, tenantId, body.orderIds);
    return { status: created ? 201 : 200, body: toApiInspection(inspection) };
  },
});
