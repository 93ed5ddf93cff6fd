import { apiRoutes, SupplierSwitchingListSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { listSupplierSwitching } from "../switching/supplier-switching";

/**
 * GET /api/switching/suppliers: every supplier's severity of inspection per defect class (normal, tightened,
 * reduced, discontinued), with why and any proposal awaiting approval; a supplier user sees its own.
 */
export const switchingSuppliersList = httpFunction({
  name: "switching-suppliers-list",
  route: apiRoutes.switchingSuppliers,
  methods: ["GET"],
  access: "switching:read",
  response: { 200: SupplierSwitchingListSchema },
  handler: async (_input, { services, user }) => ({ body: await listSupplierSwitching(services, user) }),
});
