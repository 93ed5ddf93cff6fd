import { CorrectiveActionSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { answerCarAs, raisedCar, reviewCarAs } from "../testing/cars-fixture";
import { rolesAllowed } from "../testing/handler-context";
import { answer } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";
import { correctiveActionsReview } from "./corrective-actions-review";

/**
 * PUT /api/corrective-actions/{carId}/review: a CAR taken through its moves by the people who make them
 * (docs/decisions/corrective-actions.md): answered, sent back, answered again, accepted.
 */
describe("corrective-actions-review", () => {
  const services = demoTenantForEachTest();

  it("is for reviewers, client managers and administrators", () => {
    expect(rolesAllowed(correctiveActionsReview)).toEqual(["ADMINISTRATOR", "REVIEWER", "CLIENT_MANAGER"]);
  });

  it("goes raise → answer → send back → answer → accept, each move kept with who made it", async () => {
    const car = await raisedCar(services);
    const answered = await answer(CorrectiveActionSchema, answerCarAs(services, "SUPPLIER", car));
    await expect(reviewCarAs(services, "REVIEWER", answered, "send-back")).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: "body.comment", message: "is required to send an answer back" }],
    });
    const sentBack = await answer(
      CorrectiveActionSchema,
      reviewCarAs(services, "REVIEWER", answered, "send-back", "Say how often the plates will be checked."),
    );
    expect(sentBack.status).toBe("sent-back");
    const again = await answer(CorrectiveActionSchema, answerCarAs(services, "SUPPLIER", sentBack));
    const accepted = await answer(
      CorrectiveActionSchema,
      reviewCarAs(services, "CLIENT_MANAGER", again, "accept"),
    );
    expect(accepted.status).toBe("accepted");
    expect(accepted.history.map((event) => [event.action, event.to, event.by.name, event.comment])).toEqual([
      ["raise", "open", "Riya Shah", "Find why holes appear near the cuffs and stop them."],
      ["answer", "answered", "Sadia Rahman", "A worn needle plate on line 3 cut the yarn."],
      ["send-back", "sent-back", "Riya Shah", "Say how often the plates will be checked."],
      ["answer", "answered", "Sadia Rahman", "A worn needle plate on line 3 cut the yarn."],
      ["accept", "accepted", "Megan Clarke", null],
    ]);
  });

  it("answers a move the state does not allow 409, and closes a CAR from any open state", async () => {
    const car = await raisedCar(services);
    await expect(reviewCarAs(services, "REVIEWER", car, "accept")).rejects.toMatchObject({
      status: 409,
      message: "CAR-0001 is open: it cannot be accepted now.",
    });
    const closed = await answer(
      CorrectiveActionSchema,
      reviewCarAs(services, "REVIEWER", car, "close", "Raised on the wrong lot."),
    );
    expect(closed).toMatchObject({ status: "closed" });
    expect(closed.doneOn).not.toBeNull();
    await expect(reviewCarAs(services, "REVIEWER", closed, "close")).rejects.toMatchObject({ status: 409 });
  });
});
