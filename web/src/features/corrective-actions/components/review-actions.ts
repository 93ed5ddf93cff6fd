import { canMoveFrom, mayMove, type CorrectiveAction, type RoleName } from "@aql-portal/shared";
import type { CarReviewAction } from "../api/review-car";

const REVIEW_ACTIONS: readonly CarReviewAction[] = ["accept", "send-back", "close"];

/** The review moves this reader may make on the CAR now (shared's `mayMove` and `canMoveFrom`). */
export function reviewActionsFor(
  user: { role: RoleName; supplier?: { id: string } | null },
  car: Pick<CorrectiveAction, "status" | "supplier">,
): CarReviewAction[] {
  return REVIEW_ACTIONS.filter((action) => mayMove(action, user, car) && canMoveFrom(action, car.status));
}
