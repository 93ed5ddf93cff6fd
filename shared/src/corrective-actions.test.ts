import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isLotNotAccepted,
  CAR_ACTIONS,
  CAR_STATUSES,
  CarAnswerInputSchema,
  canMoveFrom,
  isCarFinal,
  isCarOverdue,
  mayMove,
  statusAfter,
} from "./corrective-actions";

const supplier = { role: "SUPPLIER" as const, supplier: { id: "SUP-DKW" } };
const car = { supplier: { id: "SUP-DKW" } };

describe("a CAR's moves", () => {
  it("goes raise → answer → send back → answer → accept → verify → verified", () => {
    let status = statusAfter("answer", { verificationRequired: true });
    expect(status).toBe("answered");
    expect(canMoveFrom("send-back", status)).toBe(true);
    status = statusAfter("send-back", { verificationRequired: true });
    expect(canMoveFrom("answer", status)).toBe(true);
    expect(statusAfter("answer", { verificationRequired: true })).toBe("answered");
    status = statusAfter("accept", { verificationRequired: true });
    expect(status).toBe("accepted");
    expect(canMoveFrom("verify", status)).toBe(true);
    expect(statusAfter("verify", { verificationRequired: true, recurred: false })).toBe("verified");
  });

  it("re-opens when the defect recurred at the next inspection, and closes on acceptance without verification", () => {
    expect(statusAfter("verify", { verificationRequired: true, recurred: true })).toBe("open");
    expect(statusAfter("accept", { verificationRequired: false })).toBe("closed");
  });

  it("makes no move from a final state", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAR_STATUSES), fc.constantFrom(...CAR_ACTIONS), (status, action) => {
        if (isCarFinal(status)) expect(canMoveFrom(action, status)).toBe(false);
      }),
    );
  });

  it("lets the supplier answer only its own CARs, and reviewers, client managers and administrators decide", () => {
    expect(mayMove("answer", supplier, car)).toBe(true);
    expect(mayMove("answer", supplier, { supplier: { id: "SUP-ANT" } })).toBe(false);
    expect(mayMove("answer", { role: "REVIEWER" }, car)).toBe(false);
    for (const action of ["raise", "send-back", "accept", "close"] as const) {
      expect(mayMove(action, { role: "REVIEWER" }, car)).toBe(true);
      expect(mayMove(action, { role: "CLIENT_MANAGER" }, car)).toBe(true);
      expect(mayMove(action, { role: "ADMINISTRATOR" }, car)).toBe(true);
      expect(mayMove(action, { role: "PLANNER" }, car)).toBe(false);
      expect(mayMove(action, supplier, car)).toBe(false);
      expect(mayMove(action, { role: "CLIENT_OPERATOR" }, car)).toBe(false);
    }
    expect(mayMove("verify", { role: "INSPECTOR" }, car)).toBe(true);
    expect(mayMove("verify", supplier, car)).toBe(false);
  });

  it("is overdue only while the supplier owes an answer past its due date", () => {
    expect(isCarOverdue({ status: "open", dueDate: "2026-11-20" }, "2026-11-28")).toBe(true);
    expect(isCarOverdue({ status: "sent-back", dueDate: "2026-11-20" }, "2026-11-28")).toBe(true);
    expect(isCarOverdue({ status: "answered", dueDate: "2026-11-20" }, "2026-11-28")).toBe(false);
    expect(isCarOverdue({ status: "open", dueDate: "2026-11-28" }, "2026-11-28")).toBe(false);
  });
});

describe("a supplier's answer", () => {
  it("names each missing part", () => {
    const parsed = CarAnswerInputSchema.safeParse({ rootCause: "luck", correctiveAction: " " });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join(".")).sort();
    expect(fields).toEqual([
      "correctiveAction",
      "correctiveBy",
      "preventiveAction",
      "preventiveBy",
      "rootCause",
      "rootCauseText",
    ]);
  });

  it("knows the lots a CAR is raised on: failed, passed commercially, or not accepted by the client's decision", () => {
    expect(isLotNotAccepted({ result: "Fail", clientDecision: "Under Review" })).toBe(true);
    expect(isLotNotAccepted({ result: "Comm. Pass", clientDecision: "Accepted" })).toBe(true);
    expect(isLotNotAccepted({ result: "Pass", clientDecision: "Accepted", firstResult: "Fail" })).toBe(true);
    expect(isLotNotAccepted({ result: "Pass", clientDecision: "Rejected" })).toBe(true);
    expect(isLotNotAccepted({ result: "Pass", clientDecision: "Accepted with concession" })).toBe(true);
    expect(isLotNotAccepted({ result: "Pass", clientDecision: "Accepted" })).toBe(false);
    expect(isLotNotAccepted({ result: "Pass", clientDecision: "Rework" })).toBe(false);
  });
});
