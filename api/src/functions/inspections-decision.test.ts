import { INITIAL_CLIENT_DECISION, messages } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { changedElsewhere, decide, finishedLot, startedLot, storedInspection } from "../testing/lots-fixture";
import { demoTenantForEachTest } from "../testing/memory-services";

/** PUT /api/inspections/{id}/decision: the client manager's decision on a finished inspection. */
describe("inspections-decision", () => {
  const services = demoTenantForEachTest();

  it("keeps the decision in the inspection's history with who made it, and reports it in a new version", async () => {
    const finished = await finishedLot(services, "Fail");
    const decided = await decide(services, finished, "ACCEPTED_WITH_CONCESSION", "Sell at a discount");
    expect(decided).toMatchObject({ clientDecision: "Accepted with concession", versionCount: 2 });
    expect(decided.decisionHistory.map(({ decision, comment, by }) => [decision, comment, by?.name])).toEqual(
      [["Accepted with concession", "Sell at a discount", "Megan Clarke"]],
    );
    expect(services.blobs.filesOf("reports").size).toBe(2);
  });

  it("refuses Under Review, where every inspection starts, and decisions not on the list", async () => {
    const finished = await finishedLot(services);
    const refused = {
      status: 400,
      message: `Choose a client decision from the list: ${INITIAL_CLIENT_DECISION} is where every inspection starts.`,
    };
    await expect(decide(services, finished, "UNDER_REVIEW")).rejects.toMatchObject(refused);
    await expect(decide(services, finished, "SHIP_IT")).rejects.toMatchObject(refused);
  });

  it("waits for the report: an inspection not finished yet cannot be decided on", async () => {
    await expect(decide(services, await startedLot(services), "ACCEPTED")).rejects.toMatchObject({
      status: 409,
      message:
        "A client decision is made on a finished inspection; this one is STARTED. Decide once its report is out.",
    });
  });

  it("takes the same decision again only with a comment", async () => {
    const decided = await decide(services, await finishedLot(services), "ACCEPTED");
    await expect(decide(services, decided, "ACCEPTED")).rejects.toMatchObject({
      status: 400,
      message: messages.noChangesDetected,
    });
    const commented = await decide(services, decided, "ACCEPTED", "Checked again on arrival");
    expect(commented.decisionHistory.map((change) => change.comment)).toEqual([
      null,
      "Checked again on arrival",
    ]);
  });

  it("refuses a decision on an inspection changed since it was read", async () => {
    const finished = await finishedLot(services);
    await decide(services, finished, "ACCEPTED");
    await expect(decide(services, finished, "REJECTED")).rejects.toMatchObject(changedElsewhere);
    expect((await storedInspection(services, finished))?.clientDecision).toBe("Accepted");
  });
});
