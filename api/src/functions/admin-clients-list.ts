import { AdminClientSchema, apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { httpFunction } from "../lib/http";
import { referenceItems } from "../lib/reference-lists";

/** GET /api/admin/clients: the provider's clients and their portals, for administrators (spec §2 Admin table). */
export const adminClientsList = httpFunction({
  name: "admin-clients-list",
  route: apiRoutes.adminClients,
  methods: ["GET"],
  access: "admin-clients:read",
  response: { 200: z.array(AdminClientSchema) },
  handler: async (_input, { services, tenantId }) => {
    return { body: await referenceItems(services.reference, tenantId, "clients") };
  },
});
