import {
  CorrectiveActionSchema,
  type CarAnswerInput,
  type CorrectiveAction,
  type RoleName,
} from "@aql-portal/shared";
import { correctiveActionsAnswer } from "../functions/corrective-actions-answer";
import { correctiveActionsRaise } from "../functions/corrective-actions-raise";
import { correctiveActionsReview } from "../functions/corrective-actions-review";
import { runAs } from "./handler-context";
import { answer, finishedLot } from "./lots-fixture";
import type { MemoryServices } from "./memory-services";

/*
 * Corrective action requests for the handlers' tests, made through their routes as the people who make them do
 * (docs/decisions/corrective-actions.md).
 */

/** Two weeks from today, yyyy-mm-dd: a due date a CAR may have. */
export const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** A CAR raised by the reviewer on a Dhaka Knitwear lot that failed on a hole in the fabric. */
export async function raisedCar(services: MemoryServices): Promise<CorrectiveAction> {
  const lot = await finishedLot(services, "Fail");
  const [hole] = lot.work.defects;
  const body = {
    inspectionIds: [lot.id],
    defects: [`${lot.id}~${hole?.id ?? ""}`],
    packagingCheckIds: [],
    request: "Find why holes appear near the cuffs and stop them.",
    dueDate: inTwoWeeks(),
    verificationRequired: true,
  };
  return answer(
    CorrectiveActionSchema,
    runAs(services, "REVIEWER", correctiveActionsRaise, { params: undefined, body, query: undefined }),
  );
}

/** A supplier's answer: a worn needle plate, the lot sorted, plates checked every shift. */
export const CAR_ANSWER: CarAnswerInput = {
  rootCause: "machine",
  rootCauseText: "A worn needle plate on line 3 cut the yarn.",
  correctiveAction: "Sort the lot in hand; remove every garment with a hole.",
  correctiveBy: inTwoWeeks(),
  preventiveAction: "Needle plates checked every shift.",
  preventiveBy: inTwoWeeks(),
  evidenceIds: [],
};

/** The answer sent by the demo user of `role`, under the CAR's etag as read. */
export const answerCarAs = (services: MemoryServices, role: RoleName, car: CorrectiveAction) =>
  runAs(
    services,
    role,
    correctiveActionsAnswer,
    { params: { carId: car.id }, body: CAR_ANSWER, query: undefined },
    car.etag,
  );

/** A review move by the demo user of `role`, under the CAR's etag as read. */
export const reviewCarAs = (
  services: MemoryServices,
  role: RoleName,
  car: CorrectiveAction,
  action: "send-back" | "accept" | "close",
  comment?: string,
) =>
  runAs(
    services,
    role,
    correctiveActionsReview,
    { params: { carId: car.id }, body: { action, ...(comment ? { comment } : {}) }, query: undefined },
    car.etag,
  );
