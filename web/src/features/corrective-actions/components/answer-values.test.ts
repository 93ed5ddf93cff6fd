import { describe, expect, it } from "vitest";
import { ROOT_CAUSES } from "@aql-portal/shared";
import { correctiveAction } from "../../../testing/car-fixtures";
import { answerValuesOf, rootCauseLabels, checkAnswer } from "./answer-values";

const EVIDENCE = "3f1e7c2a-9b4d-4e8f-a1c2-5d6e7f8a9b0c";

describe("the supplier's answer", () => {
  it("names every root cause in plain words", () => {
    expect(ROOT_CAUSES.every((cause) => rootCauseLabels()[cause].length > 0)).toBe(true);
  });

  it("starts empty, or from the answer sent back", () => {
    expect(answerValuesOf(correctiveAction()).rootCause).toBe("");
    const sentBack = correctiveAction({
      status: "sent-back",
      answer: {
        rootCause: "machine",
        rootCauseText: "Worn feed dogs",
        correctiveAction: "Re-sew",
        correctiveBy: "2026-05-01",
        preventiveAction: "Service weekly",
        preventiveBy: "2026-05-10",
        evidenceIds: [],
        by: { id: "u-s", name: "Sam Supplier" },
        at: "2026-04-25T10:00:00.000Z",
      },
    });
    expect(answerValuesOf(sentBack)).toEqual({
      rootCause: "machine",
      rootCauseText: "Worn feed dogs",
      correctiveAction: "Re-sew",
      correctiveBy: "2026-05-01",
      preventiveAction: "Service weekly",
      preventiveBy: "2026-05-10",
    });
  });

  it("checks as the API does, each message a sentence on its field", () => {
    const empty = checkAnswer(answerValuesOf(correctiveAction()), []);
    expect(empty).toEqual({
      ok: false,
      errors: {
        rootCause: "Choose the root cause.",
        rootCauseText: "What caused it is required.",
        correctiveAction: "Corrective action is required.",
        correctiveBy: "Corrective action done by is required.",
        preventiveAction: "Preventive action is required.",
        preventiveBy: "Preventive action in place by is required.",
      },
    });
    const whole = checkAnswer(
      {
        rootCause: "workmanship",
        rootCauseText: " Untrained operator ",
        correctiveAction: "Sort and re-sew",
        correctiveBy: "2026-05-01",
        preventiveAction: "Train the line",
        preventiveBy: "2026-05-15",
      },
      [EVIDENCE],
    );
    expect(whole.ok && whole.input).toMatchObject({
      rootCauseText: "Untrained operator",
      evidenceIds: [EVIDENCE],
    });
  });
});
