import { t } from "@lingui/core/macro";
import {
  CarAnswerInputSchema,
  ROOT_CAUSES,
  type CarAnswerInput,
  type CorrectiveAction,
  type RootCause,
} from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";

/** The root causes in the words a factory uses, in the language shown. */
export const rootCauseLabels = perLanguage((): Readonly<Record<RootCause, string>> => ({
  material: t`Material: fabric, trims or components`,
  workmanship: t`Workmanship: sewing, finishing or handling`,
  machine: t`Machine or equipment`,
  method: t`Method: the process or its instructions`,
  measurement: t`Measurement: patterns, grading or checks`,
  packaging: t`Packing and packaging`,
  other: t`Something else (say what below)`,
}));

export const rootCauseOptions = perLanguage(() => {
  const labels = rootCauseLabels();
  return ROOT_CAUSES.map((cause) => ({ value: cause, label: labels[cause] }));
});

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

export const answerFieldLabels = perLanguage((): Readonly<Record<AnswerField, string>> => ({
  rootCause: t`Root cause`,
  rootCauseText: t`What caused it`,
  correctiveAction: t`Corrective action`,
  correctiveBy: t`Corrective action done by`,
  preventiveAction: t`Preventive action`,
  preventiveBy: t`Preventive action in place by`,
  evidenceIds: t`Evidence`,
}));

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
  const labels = answerFieldLabels();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AnswerField;
    const label = labels[field] ?? String(field);
    const empty = field !== "evidenceIds" && values[field] === "";
    errors[field] ??= empty
      ? field === "rootCause"
        ? t`Choose the root cause.`
        : t`${label} is required.`
      : fieldSentence(label, issue.message);
  }
  return { ok: false, errors };
}
