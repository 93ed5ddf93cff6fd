import { apiRoutes, SupplierSwitchingSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { SupplierParamsSchema } from "../lib/route-params";
import { readSupplierSwitching } from "../switching/supplier-switching";

/**
 * GET /api/switching/suppliers/{supplierId}: one supplier's state per class, the moves and decisions that made it
 * and the latest lots counted (a supplier user: its own only).
 */
export const switchingSupplierGet = httpFunction({
  name: "switching-supplier-get",
  route: apiRoutes.switchingSupplier,
  methods: ["GET"],
  access: "switching:read",
  response: { 200: SupplierSwitchingSchema },
  params: SupplierParamsSchema,
  handler: async ({ params }, { services, user }) => ({
    body: await readSupplierSwitching(services, user, params.supplierId),
  }),
});
