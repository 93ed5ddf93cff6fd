import { plural, t } from "@lingui/core/macro";
import {
  intlLocale,
  RaiseCarInputSchema,
  type CarPackagingCheck,
  type RaiseCarInput,
} from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage, shownLanguage } from "../../../lib/i18n";

/** The raise form as filled in. */
export interface RaiseValues {
  inspectionIds: string[];
  /** `inspectionId~entryId`: the defect entries picked from those lots' records. */
  defects: string[];
  /** DC packaging checks that found issues (raised from a check's drawer): named, not picked. */
  packagingCheckIds: string[];
  request: string;
  /** yyyy-mm-dd; "" while none is set. */
  dueDate: string;
  /** "" for the one raising it. */
  ownerId: string;
  verificationRequired: boolean;
}
export type RaiseField = keyof RaiseValues;
export type RaiseErrors = Partial<Record<RaiseField, string>>;

export const raiseFieldLabels = perLanguage((): Readonly<Record<RaiseField, string>> => ({
  inspectionIds: t`Lots`,
  defects: t`Defects`,
  packagingCheckIds: t`Packaging checks`,
  request: t`What you ask of the supplier`,
  dueDate: t`Answer due by`,
  ownerId: t`Followed by`,
  verificationRequired: t`Verify at the next inspection`,
}));

/** How the API names a picked defect: the lot and the entry in its record. */
export const defectKey = (inspectionId: string, entryId: string): string => `${inspectionId}~${entryId}`;
export const lotOfDefect = (key: string): string => key.split("~")[0] ?? "";

/** What the supplier is asked, until the person raising it says otherwise. */
export const defaultRequest = (): string =>
  t`Find the root cause of the defects listed with this request, tell us what you will do about the goods in hand, and what you will change in production so that they do not recur.`;

/**
 * What the supplier is asked about DC packaging checks, naming the bookings and the issues found (each once):
 * "The DC's packaging check of booking BK-1 found short shipment and plastic tape. …".
 */
export function packagingRequest(
  checks: readonly Pick<CarPackagingCheck, "bookingReference" | "issues">[],
): string {
  const bookings = checks.map((check) => check.bookingReference).join(", ");
  const issues = [...new Set(checks.flatMap((check) => check.issues))].map((issue) => issue.toLowerCase());
  // "short shipment, oversize carton and plastic tape", as the language shown lists things.
  const found =
    issues.length > 0
      ? new Intl.ListFormat(intlLocale(shownLanguage()), { type: "conjunction" }).format(issues)
      : t`issues`;
  const checkCount = checks.length;
  return plural(checkCount, {
    one: `The DC's packaging check of booking ${bookings} found ${found}. Find the root cause, tell us what you will do about the deliveries on their way, and what you will change in packing so that it does not recur.`,
    other: `The DC's packaging checks of bookings ${bookings} found ${found}. Find the root cause, tell us what you will do about the deliveries on their way, and what you will change in packing so that it does not recur.`,
  });
}

/** A lot ticked or unticked: unticking it drops its defects from those picked. */
export function toggleLot(values: RaiseValues, inspectionId: string, ticked: boolean): RaiseValues {
  if (ticked) {
    return values.inspectionIds.includes(inspectionId)
      ? values
      : { ...values, inspectionIds: [...values.inspectionIds, inspectionId] };
  }
  return {
    ...values,
    inspectionIds: values.inspectionIds.filter((id) => id !== inspectionId),
    defects: values.defects.filter((key) => lotOfDefect(key) !== inspectionId),
  };
}

/** Defects ticked or unticked (one, or a lot's all at once). */
export function toggleDefects(values: RaiseValues, keys: readonly string[], ticked: boolean): RaiseValues {
  const rest = values.defects.filter((key) => !keys.includes(key));
  return { ...values, defects: ticked ? [...rest, ...keys] : rest };
}

export type RaiseCheck = { ok: true; input: RaiseCarInput } | { ok: false; errors: RaiseErrors };

/**
 * The form checked as the API checks it (RaiseCarInputSchema), and the due date not before today (the server's
 * rule too), each message a sentence on its field. `lotsRecordDefects`: whether the ticked lots recorded any
 * defect (true until their records are read); a lot the client did not accept may have none, and then the
 * request alone says what is asked, as the API allows.
 */
export function checkRaise(values: RaiseValues, today: string, lotsRecordDefects = true): RaiseCheck {
  const errors: RaiseErrors = {};
  const defects = values.defects.filter((key) => values.inspectionIds.includes(lotOfDefect(key)));
  const parsed = RaiseCarInputSchema.safeParse({
    inspectionIds: values.inspectionIds,
    defects,
    packagingCheckIds: values.packagingCheckIds,
    request: values.request,
    dueDate: values.dueDate,
    ...(values.ownerId ? { ownerId: values.ownerId } : {}),
    verificationRequired: values.verificationRequired,
  });
  if (!parsed.success) {
    const labels = raiseFieldLabels();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as RaiseField;
      if (issue.code === "custom" && (field === "inspectionIds" || field === "defects")) continue;
      const label = labels[field] ?? String(field);
      errors[field] ??=
        field === "dueDate" && values.dueDate === ""
          ? t`${label} is required.`
          : fieldSentence(label, issue.message);
    }
  }
  // Said here rather than left to the schema: its check of lots and checks runs only once every other field
  // passes, and it speaks of packaging checks, which the form raised from lots does not offer. A request raised
  // on a packaging check needs no lot; lots ticked beside it that recorded defects still need one picked.
  if (values.inspectionIds.length === 0 && values.packagingCheckIds.length === 0) {
    errors.inspectionIds = t`Tick at least one lot.`;
  } else if (values.inspectionIds.length > 0 && defects.length === 0 && lotsRecordDefects) {
    errors.defects = t`Pick at least one defect.`;
  }
  if (!errors.dueDate && values.dueDate !== "" && values.dueDate < today) {
    errors.dueDate = t`The due date is in the past: give the supplier a day from today on.`;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
