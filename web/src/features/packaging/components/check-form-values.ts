import { t } from "@lingui/core/macro";
import type { z } from "zod";
import {
  NO_TYPED_SIDES,
  PackagingCheckInputSchema,
  SIZE_SIDES,
  TYPED_CENTIMETRES,
  TYPED_COUNT,
  orderedQuantityOf,
  packagingOutcome,
  parseTypedNumber,
  parseTypedSides,
  typedNumber,
  typedSides,
  type Order,
  type PackagingCheck,
  type PackagingCheckInput,
  type PackagingChecks,
  type PackagingOutcome,
  type PackagingStandardInput,
  type TypedSides,
} from "@aql-portal/shared";
import type { FieldError } from "../../../lib/api-client";
import { fieldErrorsFromServer, fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";

/**
 * The record and correct form of a packaging check as plain values, and the rules that read them: numbers as
 * people type them (`parseTypedNumber`), then the shared schema the API checks with, so a form the browser
 * accepts is one the server accepts. The outcome is worked out from whatever is readable so far, as it is typed.
 */

/** The PO lines a check is for: picked in the form, or those of the check being corrected, kept until changed. */
export type CheckLines =
  { kind: "picked"; orders: readonly Order[] } | { kind: "kept"; check: PackagingCheck };
export const NO_LINES: CheckLines = { kind: "picked", orders: [] };

export interface CheckFormValues {
  centreId: string;
  bookingReference: string;
  lines: CheckLines;
  cartonCount: string;
  /** Null: not checked yet. */
  paperTape: boolean | null;
  cartonDimensions: TypedSides;
  unitDimensions: TypedSides;
  receivedQuantity: string;
}
export type CheckField = keyof CheckFormValues;
export type CheckFieldErrors = Partial<Record<CheckField, string>>;

export const checkFieldLabels = perLanguage((): Readonly<Record<CheckField, string>> => ({
  centreId: t`DC`,
  bookingReference: t`Booking reference`,
  lines: t`PO lines`,
  cartonCount: t`Cartons counted`,
  paperTape: t`Paper tape`,
  cartonDimensions: t`Carton size`,
  unitDimensions: t`Unit size`,
  receivedQuantity: t`Units received`,
}));

export function emptyCheckForm(centreId: string): CheckFormValues {
  return {
    centreId,
    bookingReference: "",
    lines: NO_LINES,
    cartonCount: "",
    paperTape: null,
    cartonDimensions: NO_TYPED_SIDES,
    unitDimensions: NO_TYPED_SIDES,
    receivedQuantity: "",
  };
}

/** A check as the form corrects it: its measurements as typed text, its PO lines kept. */
export function formValuesOf(check: PackagingCheck): CheckFormValues {
  const { checks } = check;
  return {
    centreId: check.centre.id,
    bookingReference: check.bookingReference,
    lines: { kind: "kept", check },
    cartonCount: typedNumber(checks.cartonCount),
    paperTape: checks.paperTape,
    cartonDimensions: typedSides(checks.cartonDimensions),
    unitDimensions: typedSides(checks.unitDimensions),
    receivedQuantity: typedNumber(checks.receivedQuantity),
  };
}

export function orderIdsOf(lines: CheckLines): string[] {
  return lines.kind === "kept" ? [...lines.check.orderIds] : lines.orders.map((order) => order.id);
}

/** po_quantity: what the chosen lines ordered. */
export function poQuantityOf(lines: CheckLines): number {
  return lines.kind === "kept" ? lines.check.poQuantity : orderedQuantityOf(lines.orders);
}

/** The supplier and style every line of a check shares, once one is chosen. */
export interface LineGroup {
  supplier: Order["supplier"];
  styleCode: string;
  styleName: string;
}

export function lineGroupOf(lines: CheckLines): LineGroup | null {
  if (lines.kind === "kept") {
    const { supplier, styleCode, styleName } = lines.check;
    return { supplier, styleCode, styleName };
  }
  const [first] = lines.orders;
  return first ? { supplier: first.supplier, styleCode: first.styleCode, styleName: first.styleName } : null;
}

/** The lines with one more picked, or one picked taken off again. */
export function toggleLine(lines: CheckLines, order: Order): CheckLines {
  const orders = lines.kind === "picked" ? lines.orders : [];
  return orders.some((picked) => picked.id === order.id)
    ? { kind: "picked", orders: orders.filter((picked) => picked.id !== order.id) }
    : { kind: "picked", orders: [...orders, order] };
}

function readCount(text: string): { value: number | null; problem: string | null } {
  return parseTypedNumber(text, TYPED_COUNT);
}

/**
 * What is wrong with a number as it is being typed (not a number, too large), said at once; a size still
 * missing a side is said when the check is saved.
 */
export function typingProblems(values: CheckFormValues): CheckFieldErrors {
  const problems: CheckFieldErrors = {};
  for (const key of ["cartonCount", "receivedQuantity"] as const) {
    const { problem } = readCount(values[key]);
    if (problem) problems[key] = problem;
  }
  for (const key of ["cartonDimensions", "unitDimensions"] as const) {
    const problem = SIZE_SIDES.map(
      ([side]) => parseTypedNumber(values[key][side], TYPED_CENTIMETRES).problem,
    ).find((found) => found !== null);
    if (problem) problems[key] = problem;
  }
  return problems;
}

/** What the typed measurements make so far (anything unreadable counts as not measured) and what is wrong. */
export function readMeasurements(values: CheckFormValues): {
  checks: PackagingChecks;
  errors: CheckFieldErrors;
} {
  const cartonCount = readCount(values.cartonCount);
  const receivedQuantity = readCount(values.receivedQuantity);
  const cartonDimensions = parseTypedSides(values.cartonDimensions);
  const unitDimensions = parseTypedSides(values.unitDimensions);
  const errors: CheckFieldErrors = {};
  if (cartonCount.problem) errors.cartonCount = cartonCount.problem;
  if (receivedQuantity.problem) errors.receivedQuantity = receivedQuantity.problem;
  if (cartonDimensions.problem) errors.cartonDimensions = cartonDimensions.problem;
  if (unitDimensions.problem) errors.unitDimensions = unitDimensions.problem;
  return {
    checks: {
      cartonCount: cartonCount.value,
      paperTape: values.paperTape,
      cartonDimensions: cartonDimensions.value,
      unitDimensions: unitDimensions.value,
      receivedQuantity: receivedQuantity.value,
    },
    errors,
  };
}

/** The outcome of what is typed so far, as the server will work it out when the check is saved. */
export function liveOutcome(values: CheckFormValues, standard: PackagingStandardInput): PackagingOutcome {
  return packagingOutcome(readMeasurements(values).checks, poQuantityOf(values.lines), standard);
}

/** The API's names of the form's fields, where they differ. */
const API_FIELDS: Readonly<Record<string, CheckField>> = { orderIds: "lines" };
const fieldOf = (key: PropertyKey | undefined): CheckField | null => {
  if (typeof key !== "string") return null;
  const field = API_FIELDS[key] ?? key;
  return Object.hasOwn(checkFieldLabels(), field) ? (field as CheckField) : null;
};

function schemaErrors(error: z.ZodError): CheckFieldErrors {
  const errors: CheckFieldErrors = {};
  const labels = checkFieldLabels();
  for (const issue of error.issues) {
    const field = fieldOf(issue.path[0]);
    if (field) errors[field] ??= fieldSentence(labels[field], issue.message);
  }
  return errors;
}

export type CheckedForm = { ok: true; input: PackagingCheckInput } | { ok: false; errors: CheckFieldErrors };

/** The form as the API takes it, or what is wrong, field by field. */
export function checkCheckForm(values: CheckFormValues): CheckedForm {
  const { checks, errors } = readMeasurements(values);
  const parsed = PackagingCheckInputSchema.safeParse({
    centreId: values.centreId,
    bookingReference: values.bookingReference,
    orderIds: orderIdsOf(values.lines),
    ...checks,
  });
  const all = { ...(parsed.success ? {} : schemaErrors(parsed.error)), ...errors };
  if (parsed.success && Object.keys(all).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors: all };
}

/** The API's field errors ("body.orderIds", "body.cartonDimensions.height") on the form's fields. */
export function checkErrorsFromServer(errors: readonly FieldError[]): {
  fields: CheckFieldErrors;
  other: string[];
} {
  const fieldLabels = checkFieldLabels();
  const labels: Record<string, string> = { ...fieldLabels, orderIds: fieldLabels.lines };
  const { fields, other } = fieldErrorsFromServer(errors, labels);
  const mapped: CheckFieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const field = fieldOf(key);
    if (field && message) mapped[field] ??= message;
  }
  return { fields: mapped, other };
}
