import { apiRoutes, SupplierSwitchingSchema, SwitchingDecisionInputSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { SupplierParamsSchema } from "../lib/route-params";
import { decideSwitching, readSupplierSwitching } from "../switching/supplier-switching";

/**
 * POST /api/switching/suppliers/{supplierId}/decisions: a reviewer or client manager approves the proposed reduced
 * inspection, returns a supplier from reduced to normal, or records the correction that resumes a discontinued
 * supplier's inspection (on tightened). A decision that does not apply to the state now is 409, saying why.
 */
export const switchingDecision = httpFunction({
  name: "switching-decision",
  route: apiRoutes.switchingDecisions,
  methods: ["POST"],
  access: "switching:decide",
  response: { 200: SupplierSwitchingSchema },
  params: SupplierParamsSchema,
  body: SwitchingDecisionInputSchema,
  handler: async ({ params, body }, { services, user }) => {
    await decideSwitching(services, user, params.supplierId, body);
    return { body: await readSupplierSwitching(services, user, params.supplierId) };
  },
});
