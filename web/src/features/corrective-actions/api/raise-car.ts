import {
  CorrectiveActionSchema,
  apiRoutes,
  type CorrectiveAction,
  type RaiseCarInput,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/corrective-actions: a reviewer, client manager or administrator raises a CAR on failed lots of one
 * supplier and style, with the defects picked from their records. Answers 201 with the new CAR.
 */
export function raiseCorrectiveAction(input: RaiseCarInput): Promise<CorrectiveAction> {
  return apiRequest(apiRoutes.correctiveActions, {
    method: "POST",
    body: input,
    schema: CorrectiveActionSchema,
    loaderMessage: "Raising the corrective action…",
  });
}
