import {
  CorrectiveActionSchema,
  apiPath,
  apiRoutes,
  type CarAnswerInput,
  type CorrectiveAction,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/**
 * PUT /api/corrective-actions/{carId}/answer (If-Match): the supplier's answer, with the evidence it uploaded to
 * the CAR. 412 when the CAR changed since it was read, 409 when it is not the supplier's turn.
 */
export function answerCorrectiveAction(
  car: Pick<CorrectiveAction, "id" | "etag">,
  answer: CarAnswerInput,
): Promise<CorrectiveAction> {
  return apiRequest(apiPath(apiRoutes.correctiveActionAnswer, { carId: car.id }), {
    method: "PUT",
    body: answer,
    headers: { "if-match": car.etag },
    schema: CorrectiveActionSchema,
    loaderMessage: "Sending your answer…",
  });
}
