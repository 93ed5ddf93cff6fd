import { t } from "@lingui/core/macro";
import { CarSettingsSchema, parseTypedNumber, type CarSettings } from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";

/** The days typed, checked as the API checks them. */
export function checkDueDays(
  typed: string,
): { ok: true; settings: CarSettings } | { ok: false; message: string } {
  const label = t`Days to answer`;
  const number = parseTypedNumber(typed, { whole: true, max: 10_000 });
  if (typed.trim() === "") return { ok: false, message: t`${label} is required.` };
  if (number.problem !== null || number.value === null) {
    return { ok: false, message: t`${label} must be a whole number of days.` };
  }
  const parsed = CarSettingsSchema.safeParse({ dueDays: number.value });
  if (!parsed.success)
    return { ok: false, message: fieldSentence(label, parsed.error.issues[0]?.message ?? "") };
  return { ok: true, settings: parsed.data };
}
