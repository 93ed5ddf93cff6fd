import { CorrectiveActionSchema, apiPath, apiRoutes, type CorrectiveAction } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

export type CarReviewAction = "send-back" | "accept" | "close";

/**
 * PUT /api/corrective-actions/{carId}/review (If-Match): a reviewer's, client manager's or administrator's move
 * on the answer (send back with a comment, accept) or on the CAR (close).
 */
export function reviewCorrectiveAction(
  car: Pick<CorrectiveAction, "id" | "etag">,
  review: { action: CarReviewAction; comment?: string },
): Promise<CorrectiveAction> {
  return apiRequest(apiPath(apiRoutes.correctiveActionReview, { carId: car.id }), {
    method: "PUT",
    body: review,
    headers: { "if-match": car.etag },
    schema: CorrectiveActionSchema,
    loaderMessage: "Saving…",
  });
}
