import { apiRoutes, SupplierSwitchingListSchema, SwitchingStandardInputSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { changeSwitchingStandard, listSupplierSwitching } from "../switching/supplier-switching";

/**
 * PUT /api/switching/standard: an administrator chooses the tenant's standard (ISO 2859-1 or ANSI/ASQ Z1.4) for
 * the plans and switching rules from now on; answers the suppliers' list under it.
 */
export const switchingStandardUpdate = httpFunction({
  name: "switching-standard-update",
  route: apiRoutes.switchingStandard,
  methods: ["PUT"],
  access: "switching:standard",
  response: { 200: SupplierSwitchingListSchema },
  body: SwitchingStandardInputSchema,
  handler: async ({ body }, { services, user }) => {
    await changeSwitchingStandard(services, user, body.standard);
    return { body: await listSupplierSwitching(services, user) };
  },
});
