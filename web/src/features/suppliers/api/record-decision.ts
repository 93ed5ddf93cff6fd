import {
  SupplierSwitchingSchema,
  apiPath,
  apiRoutes,
  type SupplierSwitching,
  type SwitchingDecisionInput,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/switching/suppliers/{supplierId}/decisions: a reviewer's or client manager's decision on one class
 * (approve reduced, return to normal, the supplier's correction). Answers the supplier's new state; a decision
 * that does not apply (nobody proposed the reduction, the class is not discontinued) is a 409 saying why.
 */
export function recordSwitchingDecision(
  supplierId: string,
  input: SwitchingDecisionInput,
): Promise<SupplierSwitching> {
  return apiRequest(apiPath(apiRoutes.switchingDecisions, { supplierId }), {
    method: "POST",
    body: input,
    schema: SupplierSwitchingSchema,
    loaderMessage: "Recording the decision…",
  });
}
