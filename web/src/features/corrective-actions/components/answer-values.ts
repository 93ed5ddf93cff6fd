import {
  CarAnswerInputSchema,
  ROOT_CAUSES,
  type CarAnswerInput,
  type CorrectiveAction,
  type RootCause,
} from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";

/** The root causes in the words a factory uses. */
export const ROOT_CAUSE_LABELS: Readonly<Record<RootCause, string>> = {
  material: "Material: fabric, trims or components",
  workmanship: "Workmanship: sewing, finishing or handling",
  machine: "Machine or equipment",
  method: "Method: the process or its instructions",
  measurement: "Measurement: patterns, grading or checks",
  packaging: "Packing and packaging",
  other: "Something else (say what below)",
};

export const ROOT_CAUSE_OPTIONS = ROOT_CAUSES.map((cause) => ({
  value: cause,
  label: ROOT_CAUSE_LABELS[cause],
}));

/** The supplier's answer as typed; "" for what is not chosen or typed yet. */
export interface AnswerValues {
  rootCause: RootCause | "";
  rootCauseText: string;
  correctiveAction: string;
  correctiveBy: string;
  preventiveAction: string;
  preventiveBy: string;
}
export type AnswerField = keyof AnswerValues | "evidenceIds";
export type AnswerErrors = Partial<Record<AnswerField, string>>;

export const ANSWER_FIELD_LABELS: Readonly<Record<AnswerField, string>> = {
  rootCause: "Root cause",
  rootCauseText: "What caused it",
  correctiveAction: "Corrective action",
  correctiveBy: "Corrective action done by",
  preventiveAction: "Preventive action",
  preventiveBy: "Preventive action in place by",
  evidenceIds: "Evidence",
};

/** A new answer starts empty; an answer sent back starts from the one sent, to be changed where asked. */
export function answerValuesOf(car: Pick<CorrectiveAction, "answer">): AnswerValues {
  const answer = car.answer;
  return {
    rootCause: answer?.rootCause ?? "",
    rootCauseText: answer?.rootCauseText ?? "",
    correctiveAction: answer?.correctiveAction ?? "",
    correctiveBy: answer?.correctiveBy ?? "",
    preventiveAction: answer?.preventiveAction ?? "",
    preventiveBy: answer?.preventiveBy ?? "",
  };
}

export type AnswerCheck = { ok: true; input: CarAnswerInput } | { ok: false; errors: AnswerErrors };

/** The answer checked as the API checks it (CarAnswerInputSchema), each message a sentence on its field. */
export function checkAnswer(values: AnswerValues, evidenceIds: readonly string[]): AnswerCheck {
  const parsed = CarAnswerInputSchema.safeParse({ ...values, evidenceIds });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: AnswerErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AnswerField;
    const empty = field !== "evidenceIds" && values[field] === "";
    const message = empty
      ? field === "rootCause"
        ? "Choose the root cause."
        : "is required"
      : issue.message;
    errors[field] ??= fieldSentence(ANSWER_FIELD_LABELS[field] ?? String(field), message);
  }
  return { ok: false, errors };
}
