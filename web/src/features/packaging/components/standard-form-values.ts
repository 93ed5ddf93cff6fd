import { t } from "@lingui/core/macro";
import {
  PackagingStandardInputSchema,
  SIZE_SIDES,
  TYPED_SIDES_PROBLEM,
  parseTypedNumber,
  typedNumber,
  typedSides,
  type PackagingStandardInput,
  type TypedSides,
} from "@aql-portal/shared";
import { fieldSentence } from "../../../lib/forms";
import { perLanguage } from "../../../lib/i18n";

/**
 * The packaging standard's form as plain values: numbers as typed, checked with the schema the API checks with
 * (PackagingStandardInputSchema), its messages made sentences naming the field (a box by its row).
 */
export interface BoxRow {
  /** The row's key while it is edited (a box's code may change). */
  key: string;
  code: string;
  sides: TypedSides;
}

export interface StandardFormValues {
  quantityTolerancePercent: string;
  paperTapeRequired: boolean;
  maxCarton: TypedSides;
  standardBoxes: readonly BoxRow[];
  boxToleranceCm: string;
  standardBoxRequired: boolean;
  minFillPercent: string;
}
export type StandardField = keyof StandardFormValues;
export type StandardFieldErrors = Partial<Record<StandardField, string>>;

export const standardFieldLabels = perLanguage((): Readonly<Record<StandardField, string>> => ({
  quantityTolerancePercent: t`Quantity tolerance`,
  paperTapeRequired: t`Paper tape`,
  maxCarton: t`Largest carton`,
  standardBoxes: t`Standard boxes`,
  boxToleranceCm: t`Box tolerance`,
  standardBoxRequired: t`Standard box`,
  minFillPercent: t`Minimum fill`,
}));

export function standardFormValues(standard: PackagingStandardInput): StandardFormValues {
  return {
    quantityTolerancePercent: typedNumber(standard.quantityTolerancePercent),
    paperTapeRequired: standard.paperTapeRequired,
    maxCarton: typedSides(standard.maxCarton),
    standardBoxes: standard.standardBoxes.map((box, index) => ({
      key: `box-${index}`,
      code: box.code,
      sides: typedSides(box),
    })),
    boxToleranceCm: typedNumber(standard.boxToleranceCm),
    standardBoxRequired: standard.standardBoxRequired,
    minFillPercent: typedNumber(standard.minFillPercent),
  };
}

const NUMBER = { whole: false, max: 1_000_000 } as const;

/** A typed number, or what is wrong with it; blank is a problem: every threshold has a value. */
function readNumber(text: string): { value: number; problem: null } | { value: null; problem: string } {
  const read = parseTypedNumber(text, NUMBER);
  if (read.problem !== null) return { value: null, problem: read.problem };
  return read.value === null
    ? { value: null, problem: t`Enter a number.` }
    : { value: read.value, problem: null };
}

function readSides(sides: TypedSides) {
  const read = SIZE_SIDES.map(([side]) => readNumber(sides[side]));
  const [length = null, width = null, height = null] = read.map((side) => side.value);
  if (length === null || width === null || height === null)
    return { value: null, problem: TYPED_SIDES_PROBLEM };
  return { value: { length, width, height }, problem: null };
}

/** What is wrong with a box, by its row: "Box 2: Give the box a code.". */
function boxProblem(index: number, problem: string): string {
  const boxNumber = index + 1;
  return t`Box ${boxNumber}: ${problem}`;
}

/** A box's part, as the sentence about it begins: "Its length", or "It" for the whole box. */
function boxPartLabel(part: PropertyKey | undefined): string {
  switch (part) {
    case "code":
      return t`Its code`;
    case "length":
      return t`Its length`;
    case "width":
      return t`Its width`;
    case "height":
      return t`Its height`;
    default:
      return typeof part === "string" ? t`Its ${part}` : t`It`;
  }
}

export type CheckedStandard =
  { ok: true; input: PackagingStandardInput } | { ok: false; errors: StandardFieldErrors };

export function checkStandardForm(values: StandardFormValues): CheckedStandard {
  const errors: StandardFieldErrors = {};
  const number = (field: "quantityTolerancePercent" | "boxToleranceCm" | "minFillPercent") => {
    const read = readNumber(values[field]);
    if (read.problem) errors[field] = read.problem;
    return read.value;
  };
  const maxCarton = readSides(values.maxCarton);
  if (maxCarton.problem) errors.maxCarton = maxCarton.problem;
  const boxes = values.standardBoxes.map((box, index) => {
    const sides = readSides(box.sides);
    if (sides.problem) errors.standardBoxes ??= boxProblem(index, sides.problem);
    return { code: box.code, ...sides.value };
  });
  const candidate = {
    quantityTolerancePercent: number("quantityTolerancePercent"),
    paperTapeRequired: values.paperTapeRequired,
    maxCarton: maxCarton.value,
    standardBoxes: boxes,
    boxToleranceCm: number("boxToleranceCm"),
    standardBoxRequired: values.standardBoxRequired,
    minFillPercent: number("minFillPercent"),
  };
  const parsed = PackagingStandardInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const labels = standardFieldLabels();
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      if (typeof field !== "string" || !Object.hasOwn(labels, field)) continue;
      const key = field as StandardField;
      const message =
        key === "standardBoxes" && typeof index === "number"
          ? boxProblem(index, fieldSentence(boxPartLabel(part), issue.message))
          : fieldSentence(labels[key], issue.message);
      errors[key] ??= message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, input: parsed.data }
    : { ok: false, errors };
}
