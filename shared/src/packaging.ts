import { z } from "zod";
import { IsoDateSchema } from "./inspection";
import { checkDayRange } from "./inspection-api";
import {
  DimensionsSchema,
  PackagingChecksSchema,
  type Dimensions,
  type PackagingChecks,
} from "./inspection-work";
import { PageQuerySchema, pageSchema, SortOrderSchema } from "./paging";
import { RefSchema } from "./ref";

/**
 * Packaging checks at the retailer's UK distribution centres (UDCs), and what the portal computes from them
 * (docs/decisions/packaging.md). DC staff record a delivery's check against its booking reference and the PO
 * lines of one style; the inspector's packaging panel on the tablet records the same measurements for an
 * inspection. The thresholds are the tenant's packaging standard (data, not code).
 */

/** A standard carton ("SBS": standard box size) the DC's conveyors and racking take. */
export const StandardBoxSchema = z
  .object({
    // A code, as style codes and PO numbers are: never text a spreadsheet export would run as a formula.
    code: z
      .string()
      .trim()
      .min(1, "give the box a code")
      .max(10)
      .regex(
        /^[A-Za-z0-9][\w.-]*$/,
        "a box code begins with a letter or digit, and has only letters, digits and . - _",
      ),
    length: DimensionsSchema.shape.length,
    width: DimensionsSchema.shape.width,
    height: DimensionsSchema.shape.height,
  })
  .strict();
export type StandardBox = z.infer<typeof StandardBoxSchema>;

const percent = z.number().min(0, "must not be negative").max(100, "must be at most 100");

/** The tenant's packaging standard: every threshold the computed results use. */
export const PackagingStandardInputSchema = z
  .object({
    /** Received within ± this % of the PO quantity is accurate; below is a short, above an over shipment. */
    quantityTolerancePercent: percent,
    /** The retailer requires paper tape (recyclable); plastic tape is an issue. */
    paperTapeRequired: z.boolean(),
    /** No side of a carton may exceed the matching side of this (sides compared largest to largest). */
    maxCarton: DimensionsSchema,
    /** The standard box sizes; a carton within `boxToleranceCm` of one on every side is that box. */
    standardBoxes: z
      .array(StandardBoxSchema)
      .max(20, "must list at most 20 boxes")
      .refine(
        (boxes) => new Set(boxes.map((box) => box.code.toUpperCase())).size === boxes.length,
        "box codes must be unique",
      ),
    boxToleranceCm: z.number().min(0, "must not be negative").max(10, "must be at most 10 cm"),
    /** Whether a carton that is none of the standard boxes is an issue. */
    standardBoxRequired: z.boolean(),
    /** Cartons holding fewer than this % of the units that would fit are underfilled (shipping air). */
    minFillPercent: percent,
  })
  .strict();
export type PackagingStandardInput = z.infer<typeof PackagingStandardInputSchema>;

export const PackagingStandardSchema = PackagingStandardInputSchema.safeExtend({
  updatedBy: RefSchema.nullable(),
  updatedOn: z.string().nullable(),
  etag: z.string(),
});
export type PackagingStandard = z.infer<typeof PackagingStandardSchema>;

/** The standard a new tenant starts with (seeded; administrators change it on the Packaging page). */
export const DEFAULT_PACKAGING_STANDARD: PackagingStandardInput = {
  quantityTolerancePercent: 2,
  paperTapeRequired: true,
  maxCarton: { length: 60, width: 40, height: 40 },
  standardBoxes: [
    { code: "A", length: 60, width: 40, height: 40 },
    { code: "B", length: 60, width: 40, height: 30 },
    { code: "C", length: 40, width: 30, height: 30 },
    { code: "D", length: 40, width: 30, height: 20 },
  ],
  boxToleranceCm: 1,
  standardBoxRequired: true,
  minFillPercent: 80,
};

/** What a check can find wrong, most serious first: the first found is the check's suggested issue. */
export const PACKAGING_ISSUES = [
  "SHORT_SHIPMENT",
  "OVER_SHIPMENT",
  "OVERSIZE_CARTON",
  "PLASTIC_TAPE",
  "OVERPACKED_CARTONS",
  "NON_STANDARD_CARTON",
  "UNDERFILLED_CARTONS",
] as const;
export const PackagingIssueSchema = z.enum(PACKAGING_ISSUES);
export type PackagingIssue = z.infer<typeof PackagingIssueSchema>;

export const PACKAGING_ISSUE_LABELS: Readonly<Record<PackagingIssue, string>> = {
  SHORT_SHIPMENT: "Short shipment",
  OVER_SHIPMENT: "Over shipment",
  OVERSIZE_CARTON: "Oversize carton",
  PLASTIC_TAPE: "Plastic tape",
  OVERPACKED_CARTONS: "Overpacked cartons",
  NON_STANDARD_CARTON: "Non-standard carton",
  UNDERFILLED_CARTONS: "Underfilled cartons",
};

/** Each report's own result; "Pending" while the check lacks what the result needs. */
export const COMPLIANCE_RESULTS = ["Compliant", "Non-compliant", "Pending"] as const;
export const ACCURACY_RESULTS = ["Accurate", "Short", "Over", "Pending"] as const;
export const GARMENT_RESULTS = ["Good fill", "Overpacked", "Underfilled", "Pending"] as const;
export const ComplianceResultSchema = z.enum(COMPLIANCE_RESULTS);
export const AccuracyResultSchema = z.enum(ACCURACY_RESULTS);
export const GarmentResultSchema = z.enum(GARMENT_RESULTS);
export type ComplianceResult = z.infer<typeof ComplianceResultSchema>;
export type AccuracyResult = z.infer<typeof AccuracyResultSchema>;
export type GarmentResult = z.infer<typeof GarmentResultSchema>;

/** status_EN: whether every measurement has been recorded. */
export const PackagingCheckStatusSchema = z.enum(["Complete", "Incomplete"]);
export type PackagingCheckStatus = z.infer<typeof PackagingCheckStatusSchema>;

/** What the portal computes from a check's measurements, its PO quantity and the standard. */
export const PackagingOutcomeSchema = z.object({
  status: PackagingCheckStatusSchema,
  complianceResult: ComplianceResultSchema,
  accuracyResult: AccuracyResultSchema,
  garmentResult: GarmentResultSchema,
  /** Est_UPC: how many units of these dimensions fit in one carton, in the best of the six orientations. */
  estUnitsPerCarton: z.number().int().nullable(),
  /** Units received per carton counted, one decimal. */
  unitsPerCarton: z.number().nullable(),
  /** SBS: the standard box the carton is, or null when it is none of them. */
  standardBox: z.string().nullable(),
  /** PercDiff: (received − PO quantity) ÷ PO quantity × 100, one decimal. */
  percDiff: z.number().nullable(),
  issues: z.array(PackagingIssueSchema),
  /** Suggested_Issue: the most serious issue found. */
  suggestedIssue: PackagingIssueSchema.nullable(),
});
export type PackagingOutcome = z.infer<typeof PackagingOutcomeSchema>;

const sorted = (d: Dimensions) =>
  [d.length, d.width, d.height].sort((a, b) => b - a) as [number, number, number];
/** Lengths are recorded to 0.1 cm: a side "fits" up to rounding noise. */
const EPSILON = 1e-6;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Est_UPC: units fitting in a carton in rows, the units all turned the same way, in the best of six ways. */
export function estimateUnitsPerCarton(carton: Dimensions, unit: Dimensions): number {
  const { length, width, height } = unit;
  if (length <= 0 || width <= 0 || height <= 0) return 0;
  const fit = (a: number, b: number, c: number) =>
    Math.floor(carton.length / a + EPSILON) *
    Math.floor(carton.width / b + EPSILON) *
    Math.floor(carton.height / c + EPSILON);
  return Math.max(
    fit(length, width, height),
    fit(length, height, width),
    fit(width, length, height),
    fit(width, height, length),
    fit(height, length, width),
    fit(height, width, length),
  );
}

/** The standard box a carton is (every side within the tolerance, largest to largest), if any. */
export function standardBoxOf(carton: Dimensions, standard: PackagingStandardInput): string | null {
  const sides = sorted(carton);
  const box = standard.standardBoxes.find((candidate) =>
    sorted(candidate).every((side, i) => Math.abs(side - sides[i]!) <= standard.boxToleranceCm + EPSILON),
  );
  return box?.code ?? null;
}

const isOversize = (carton: Dimensions, max: Dimensions) =>
  sorted(carton).some((side, i) => side > sorted(max)[i]! + EPSILON);

/**
 * The check's outcome (docs/decisions/packaging.md): each result from what it needs, "Pending" without it; an
 * issue found is found whatever else is missing (plastic tape is non-compliant before the cartons are counted).
 */
export function packagingOutcome(
  checks: PackagingChecks,
  poQuantity: number,
  standard: PackagingStandardInput,
): PackagingOutcome {
  const { cartonCount, paperTape, cartonDimensions, unitDimensions, receivedQuantity } = checks;
  const issues = new Set<PackagingIssue>();

  let percDiff: number | null = null;
  let accuracyResult: AccuracyResult = "Pending";
  if (receivedQuantity !== null && poQuantity > 0) {
    percDiff = round1(((receivedQuantity - poQuantity) / poQuantity) * 100);
    const exact = ((receivedQuantity - poQuantity) / poQuantity) * 100;
    if (exact < -standard.quantityTolerancePercent - EPSILON) {
      accuracyResult = "Short";
      issues.add("SHORT_SHIPMENT");
    } else if (exact > standard.quantityTolerancePercent + EPSILON) {
      accuracyResult = "Over";
      issues.add("OVER_SHIPMENT");
    } else {
      accuracyResult = "Accurate";
    }
  }

  if (paperTape === false && standard.paperTapeRequired) issues.add("PLASTIC_TAPE");

  let standardBox: string | null = null;
  if (cartonDimensions) {
    if (isOversize(cartonDimensions, standard.maxCarton)) issues.add("OVERSIZE_CARTON");
    standardBox = standardBoxOf(cartonDimensions, standard);
    if (standardBox === null && standard.standardBoxRequired) issues.add("NON_STANDARD_CARTON");
  }

  const estUnitsPerCarton =
    cartonDimensions && unitDimensions ? estimateUnitsPerCarton(cartonDimensions, unitDimensions) : null;
  const unitsPerCarton =
    cartonCount !== null && cartonCount > 0 && receivedQuantity !== null
      ? round1(receivedQuantity / cartonCount)
      : null;
  let garmentResult: GarmentResult = "Pending";
  if (estUnitsPerCarton !== null && unitsPerCarton !== null) {
    const perCarton = receivedQuantity! / cartonCount!;
    if (perCarton > estUnitsPerCarton + EPSILON) {
      garmentResult = "Overpacked";
      issues.add("OVERPACKED_CARTONS");
    } else if (perCarton < (estUnitsPerCarton * standard.minFillPercent) / 100 - EPSILON) {
      garmentResult = "Underfilled";
      issues.add("UNDERFILLED_CARTONS");
    } else {
      garmentResult = "Good fill";
    }
  }

  const complete = Object.values(checks).every((value) => value !== null);
  const ordered = PACKAGING_ISSUES.filter((issue) => issues.has(issue));
  return {
    status: complete ? "Complete" : "Incomplete",
    complianceResult: ordered.length > 0 ? "Non-compliant" : complete ? "Compliant" : "Pending",
    accuracyResult,
    garmentResult,
    estUnitsPerCarton,
    unitsPerCarton,
    standardBox,
    percDiff,
    issues: ordered,
    suggestedIssue: ordered[0] ?? null,
  };
}

export const MAX_BOOKING_REFERENCE_LENGTH = 30;

/**
 * POST /api/packaging/checks: a DC check of one delivery (its booking reference) for the PO lines of one style
 * at one centre; PUT /api/packaging/checks/{checkId} corrects one (If-Match).
 */
export const PackagingCheckInputSchema = z
  .object({
    centreId: z.string().trim().min(1, "choose the DC").max(50),
    bookingReference: z
      .string()
      .trim()
      .min(1, "give the delivery's booking reference")
      .max(MAX_BOOKING_REFERENCE_LENGTH, `must be at most ${MAX_BOOKING_REFERENCE_LENGTH} characters`)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/, "may use letters, digits, spaces and . / _ - only"),
    /** The PO lines delivered: one supplier, one style (a delivery of several styles is a check per style). */
    orderIds: z
      .array(z.string().min(1).max(200))
      .min(1, "choose the PO lines delivered")
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, "name each PO line once"),
  })
  .extend(PackagingChecksSchema.shape)
  .strict();
export type PackagingCheckInput = z.infer<typeof PackagingCheckInputSchema>;

/** Where a check was recorded: at the DC, or on the inspector's tablet during an inspection. */
export const PackagingSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("dc") }),
  z.object({ kind: z.literal("inspection"), inspectionId: z.string(), inspectionNumber: z.string() }),
]);
export type PackagingSource = z.infer<typeof PackagingSourceSchema>;

/** A packaging check as the API returns it: the spec's report columns and who checked when. */
export const PackagingCheckSchema = z.object({
  id: z.string(),
  /** UDC_id: the centre's code (and its id and name). */
  centre: RefSchema.extend({ code: z.string() }),
  bookingReference: z.string(),
  supplier: RefSchema,
  styleCode: z.string(),
  styleName: z.string(),
  colour: z.string(),
  poNumbers: z.array(z.string()),
  orderIds: z.array(z.string()),
  /** po_quantity: the order quantity of the PO lines checked. */
  poQuantity: z.number().int(),
  checks: PackagingChecksSchema,
  outcome: PackagingOutcomeSchema,
  source: PackagingSourceSchema,
  checkedBy: RefSchema,
  checkedOn: z.string(),
  /** The check's day in UK time, what the reports' period filters on. */
  checkedDay: IsoDateSchema,
  etag: z.string(),
});
export type PackagingCheck = z.infer<typeof PackagingCheckSchema>;

/** The three report tables over the same checks, each with its own result column. */
export const PACKAGING_REPORTS = ["compliance", "accuracy", "garment-check"] as const;
export const PackagingReportSchema = z.enum(PACKAGING_REPORTS);
export type PackagingReport = z.infer<typeof PackagingReportSchema>;

export const PACKAGING_REPORT_TITLES: Readonly<Record<PackagingReport, string>> = {
  compliance: "Compliance",
  accuracy: "Accuracy",
  "garment-check": "Garment check",
};

/** The result each report filters on and shows. */
export const PACKAGING_REPORT_RESULTS = {
  compliance: COMPLIANCE_RESULTS,
  accuracy: ACCURACY_RESULTS,
  "garment-check": GARMENT_RESULTS,
} as const satisfies Record<PackagingReport, readonly string[]>;

export const PACKAGING_REPORT_RESULT_FIELD = {
  compliance: "complianceResult",
  accuracy: "accuracyResult",
  "garment-check": "garmentResult",
} as const satisfies Record<PackagingReport, keyof PackagingOutcome>;

/** Columns the reports sort by (each served by a composite index). */
export const PACKAGING_SORT_KEYS = [
  "checkedOn",
  "bookingReference",
  "supplier",
  "styleCode",
  "centre",
] as const;
export const PackagingSortKeySchema = z.enum(PACKAGING_SORT_KEYS);
export type PackagingSortKey = z.infer<typeof PackagingSortKeySchema>;

/** Without a period, the reports show the last 30 days (today included, UK time). */
export const PACKAGING_DEFAULT_DAYS = 30;

const id = z.string().trim().min(1).max(50);

/** The filters every packaging list and report takes: the period on the check's day, supplier, DC. */
export const PackagingFiltersSchema = z.object({
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  supplierId: id.optional(),
  centreId: id.optional(),
});

/**
 * GET /api/packaging/reports/{report}: one page of a report's rows (the checks), filtered and sorted; `result`
 * is one of that report's results. Newest first unless asked otherwise.
 */
export const PackagingReportQuerySchema = PageQuerySchema.extend(PackagingFiltersSchema.shape)
  .extend({
    result: z.string().trim().min(1).max(30).optional(),
    /** Part of a booking reference, style code or PO number, any case. */
    search: z.string().trim().min(1).max(50).optional(),
    sortKey: PackagingSortKeySchema.default("checkedOn"),
    sortOrder: SortOrderSchema.default(-1),
  })
  .strict()
  .superRefine(checkDayRange);
export type PackagingReportQuery = z.infer<typeof PackagingReportQuerySchema>;

export const PackagingReportParamsSchema = z.object({ report: PackagingReportSchema }).strict();

export const PackagingCheckPageSchema = pageSchema(PackagingCheckSchema);

/** GET /api/packaging/po-lines: PO lines by part of a PO number or style code, optionally of one supplier. */
export const PackagingPoLinesQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().min(2, "type at least 2 characters").max(50),
  supplierId: id.optional(),
}).strict();
export type PackagingPoLinesQuery = z.infer<typeof PackagingPoLinesQuerySchema>;

/** GET /api/packaging/compliance-panel: per supplier over a period, checks done, the share compliant, worst issues. */
export const CompliancePanelQuerySchema = PackagingFiltersSchema.strict().superRefine(checkDayRange);
export type CompliancePanelQuery = z.infer<typeof CompliancePanelQuerySchema>;

export const CompliancePanelRowSchema = z.object({
  supplier: RefSchema,
  checks: z.number().int(),
  compliant: z.number().int(),
  nonCompliant: z.number().int(),
  pending: z.number().int(),
  /** Compliant ÷ (compliant + non-compliant), null while none is decided. */
  compliantShare: z.number().nullable(),
  /** The supplier's most frequent issues, most frequent first (at most three). */
  topIssues: z.array(z.object({ issue: PackagingIssueSchema, count: z.number().int() })),
});
export type CompliancePanelRow = z.infer<typeof CompliancePanelRowSchema>;

export const CompliancePanelSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  totals: CompliancePanelRowSchema.omit({ supplier: true }),
  /** Worst first: the lowest compliant share, then the most checks. */
  suppliers: z.array(CompliancePanelRowSchema),
});
export type CompliancePanel = z.infer<typeof CompliancePanelSchema>;

/** What of a PO line decides the packaging check it may be in: one supplier's delivery of one style. */
export interface CheckGroup {
  supplier: { id: string; name: string };
  styleCode: string;
}

/** The rules of one packaging check (one supplier's delivery of one style), in the order they are checked. */
const CHECK_RULES: readonly {
  key: (line: CheckGroup) => string;
  shown: (line: CheckGroup) => string;
  /** Why this line cannot join a check of another value. */
  why: (line: CheckGroup) => string;
  /** What lines of several values are, named. */
  mixed: (shown: readonly string[]) => string;
}[] = [
  {
    key: (line) => line.supplier.id,
    shown: (line) => line.supplier.name,
    why: (line) => `Another supplier (${line.supplier.name}): record it as a check of its own.`,
    mixed: (shown) =>
      `are from different suppliers (${shown.join(", ")}): record one check per supplier's delivery`,
  },
  {
    key: (line) => line.styleCode,
    shown: (line) => line.styleCode,
    why: (line) => `Another style (${line.styleCode}): record it as a check of its own.`,
    mixed: (shown) => `are of different styles (${shown.join(", ")}): record one check per style`,
  },
];

/** Why `line` cannot join a check of `group`'s supplier and style (null when it can, or no line is chosen yet). */
export function whyNotInCheck(group: CheckGroup | null, line: CheckGroup): string | null {
  if (!group) return null;
  return CHECK_RULES.find((rule) => rule.key(group) !== rule.key(line))?.why(line) ?? null;
}

/** What is wrong with these lines as one check's, every rule broken (none: they may be one check). */
export function checkLineProblems(lines: readonly CheckGroup[]): string[] {
  return CHECK_RULES.flatMap((rule) => {
    const shown = new Map(lines.map((line) => [rule.key(line), rule.shown(line)]));
    return shown.size > 1 ? [rule.mixed([...shown.values()])] : [];
  });
}
