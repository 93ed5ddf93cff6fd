import { z } from "zod";
import { apiRoutes, type Inspector, InspectorSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";

/** GET /api/inspectors: the inspectors a planner may assign (Manage Inspections' edit form). */
export const inspectorsList = httpFunction({
  name: "inspectors-list",
  route: apiRoutes.inspectors,
  methods: ["GET"],
  access: "inspections:plan",
  response: { 200: z.array(InspectorSchema) },
  handler: async (_input, { services, tenantId }) => {
    const inspectors = await services.users.listInspectors(tenantId);
    return {
      body: inspectors.map((inspector): Inspector => ({
        id: inspector.id,
        name: inspector.name,
        locations: inspector.locations,
      })),
    };
  },
});
