import {
  SupplierSwitchingListSchema,
  apiRoutes,
  type SupplierSwitchingList,
  type SwitchingStandardInput,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * PUT /api/switching/standard: administrators choose the standard every plan and switching rule follows
 * (ISO 2859-1 or ANSI/ASQ Z1.4). Answers the suppliers' list under it.
 */
export function updateSwitchingStandard(input: SwitchingStandardInput): Promise<SupplierSwitchingList> {
  return apiRequest(apiRoutes.switchingStandard, {
    method: "PUT",
    body: input,
    schema: SupplierSwitchingListSchema,
    loaderMessage: "Changing the standard…",
  });
}
