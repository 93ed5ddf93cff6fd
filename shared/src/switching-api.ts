import { z } from "zod";
import type { AqlStandard, InspectionSeverity } from "./aql";
import { formatCountOf, formatDay } from "./format";
import { AqlStandardSchema, InspectionSeveritySchema, type PlanSeverities } from "./inspection";
import { RefSchema } from "./ref";
import { REDUCED_SCORE, Z14_REDUCED_RUN, type SwitchingReason, type SwitchingSeverity } from "./switching";

/*
 * The switching rules as the API gives them (docs/decisions/switching-rules.md): each supplier's state per defect
 * class, the moves that made it, the lots counted, and the decisions a reviewer or client manager records.
 */

/** The classes the rules follow: critical defects are never accepted, so they have nothing to switch. */
export const SWITCHING_CLASSES = ["major", "minor"] as const;
export const SwitchingClassSchema = z.enum(SWITCHING_CLASSES, { message: "must be major or minor" });
export type SwitchingClass = z.infer<typeof SwitchingClassSchema>;

export const SwitchingSeveritySchema = z.enum(["normal", "tightened", "reduced", "discontinued"]);

const SWITCHING_REASONS = [
  "start",
  "two-not-accepted-in-five",
  "five-accepted-on-tightened",
  "five-not-accepted-on-tightened",
  "reduced-approved",
  "not-accepted-on-reduced",
  "in-the-gap-on-reduced",
  "returned-to-normal",
  "corrected",
] as const satisfies readonly SwitchingReason[];
export const SwitchingReasonSchema = z.enum(SWITCHING_REASONS);

/** What a person with the authority records: the decisions of the rules that are theirs. */
export const SWITCHING_DECISIONS = ["approve-reduced", "return-to-normal", "corrected"] as const;
export const SwitchingDecisionKindSchema = z.enum(SWITCHING_DECISIONS, {
  message: `must be one of ${SWITCHING_DECISIONS.join(", ")}`,
});
export type SwitchingDecisionKind = z.infer<typeof SwitchingDecisionKindSchema>;

/** The lot a move or a history line is about. */
const LotRefSchema = z.object({ id: z.string(), number: z.string() });

/** One move of a class's severity, or a decision: what happened, when, on which lot or by whom. */
export const SwitchingEventSchema = z.object({
  at: z.string(),
  class: SwitchingClassSchema,
  reason: SwitchingReasonSchema,
  from: SwitchingSeveritySchema,
  to: SwitchingSeveritySchema,
  /** The lot whose result moved it (null for a person's decision). */
  lot: LotRefSchema.nullable(),
  /** Who decided (null when the rules moved it on a lot's result). */
  by: RefSchema.nullable(),
  note: z.string().nullable(),
});
export type SwitchingEvent = z.infer<typeof SwitchingEventSchema>;

/** A class's state for the supplier's next lot, and how it came to be. */
export const ClassSwitchingSchema = z.object({
  severity: SwitchingSeveritySchema,
  switchingScore: z.number().int(),
  reducedProposed: z.boolean(),
  reason: SwitchingReasonSchema,
  /** When the severity last moved (null: never). */
  since: z.string().nullable(),
  counts: z.object({
    recentNotAccepted: z.number().int(),
    acceptedInARow: z.number().int(),
    notAcceptedOnTightened: z.number().int(),
  }),
  /** Why it is what it is, in a sentence ("Tightened since 12 Nov 2026: 2 of the last 5 lots not accepted."). */
  why: z.string(),
});
export type ClassSwitching = z.infer<typeof ClassSwitchingSchema>;

/** A lot the rules counted: its result per class on original inspection. */
export const SwitchingLotRecordSchema = z.object({
  lot: LotRefSchema,
  /** When it was first finished (the order the rules count lots in). */
  at: z.string(),
  styleCode: z.string(),
  /** The standard whose tables the lot was planned from (records kept before it was noted: ISO 2859-1). */
  standard: AqlStandardSchema.default("ISO2859-1"),
  lotSize: z.number().int(),
  sampleSize: z.number().int(),
  major: z.object({ found: z.number().int(), accepted: z.boolean(), inspection: InspectionSeveritySchema }),
  minor: z.object({ found: z.number().int(), accepted: z.boolean(), inspection: InspectionSeveritySchema }),
});
export type SwitchingLotRecord = z.infer<typeof SwitchingLotRecordSchema>;

/** A supplier's switching state: what its next lot is planned with. */
export const SupplierSwitchingSchema = z.object({
  supplier: RefSchema,
  standard: AqlStandardSchema,
  major: ClassSwitchingSchema,
  minor: ClassSwitchingSchema,
  /** Lots counted, newest first (the latest few; the history keeps every move). */
  lots: z.array(SwitchingLotRecordSchema),
  /** Every move and decision, newest first. */
  history: z.array(SwitchingEventSchema),
  updatedOn: z.string().nullable(),
});
export type SupplierSwitching = z.infer<typeof SupplierSwitchingSchema>;

/** The list of suppliers: each one's state per class, without its lots and history. */
export const SupplierSwitchingListSchema = z.object({
  standard: AqlStandardSchema,
  suppliers: z.array(SupplierSwitchingSchema.omit({ lots: true, history: true, standard: true })),
});
export type SupplierSwitchingList = z.infer<typeof SupplierSwitchingListSchema>;

export const SwitchingDecisionInputSchema = z.object({
  class: SwitchingClassSchema,
  decision: SwitchingDecisionKindSchema,
  /** Why (required when recording a correction: what the supplier changed). */
  note: z.string().trim().max(1000, "must be at most 1,000 characters").optional(),
});
export type SwitchingDecisionInput = z.infer<typeof SwitchingDecisionInputSchema>;

export const SWITCHING_SEVERITY_LABELS: Readonly<Record<SwitchingSeverity, string>> = {
  normal: "Normal",
  tightened: "Tightened",
  reduced: "Reduced",
  discontinued: "Discontinued",
};

/** The table a severity of inspection plans from, as the report names it. */
export function tableName(standard: PlanSeverities["standard"], severity: InspectionSeverity): string {
  const letter = { normal: "A", tightened: "B", reduced: "C" }[severity];
  return `${STANDARD_NAMES[standard]} Table ${standard === "Z1.4" ? "II" : "2"}-${letter}`;
}

/** The standards as their tables are cited. */
export const STANDARD_NAMES: Readonly<Record<AqlStandard, string>> = {
  "ISO2859-1": "ISO 2859-1",
  "Z1.4": "ANSI/ASQ Z1.4",
};

/** Why a class's state is what it is, in a sentence. */
export function switchingWhy(
  state: Omit<ClassSwitching, "why">,
  standard: PlanSeverities["standard"],
): string {
  const since = state.since ? ` since ${formatDay(state.since)}` : "";
  const { recentNotAccepted, acceptedInARow, notAcceptedOnTightened } = state.counts;
  switch (state.severity) {
    case "normal": {
      const start =
        state.reason === "start" ? "Normal inspection" : `Normal${since}: ${REASON_TEXT[state.reason]}`;
      const progress =
        standard === "ISO2859-1"
          ? state.switchingScore >= REDUCED_SCORE
            ? `switching score ${state.switchingScore}, past the ${REDUCED_SCORE} reduced inspection needs`
            : `switching score ${state.switchingScore} of ${REDUCED_SCORE}`
          : `${formatCountOf(acceptedInARow, "lot")} accepted in a row of ${Z14_REDUCED_RUN}`;
      const proposal = state.reducedProposed ? " Reduced inspection proposed: awaiting approval." : "";
      const failures = recentNotAccepted > 0 ? `; ${recentNotAccepted} of the last 5 lots not accepted` : "";
      return `${start} (${progress}${failures}).${proposal}`;
    }
    case "tightened":
      return `Tightened${since}: ${REASON_TEXT[state.reason]}. ${acceptedInARow} of 5 lots accepted in a row to return to normal; ${notAcceptedOnTightened} of 5 not accepted before inspection is discontinued.`;
    case "reduced":
      return `Reduced${since}: ${REASON_TEXT[state.reason]}. A lot not accepted returns to normal.`;
    case "discontinued":
      return `Discontinued${since}: ${REASON_TEXT[state.reason]}. No lot can be planned until a reviewer or client manager records that the supplier has corrected the cause.`;
  }
}

const REASON_TEXT: Readonly<Record<SwitchingReason, string>> = {
  start: "no lot counted yet",
  "two-not-accepted-in-five": "2 of 5 or fewer consecutive lots not accepted",
  "five-accepted-on-tightened": "5 lots in a row accepted on tightened inspection",
  "five-not-accepted-on-tightened": "5 lots not accepted on tightened inspection",
  "reduced-approved": "reduced inspection approved",
  "not-accepted-on-reduced": "a lot not accepted on reduced inspection",
  "in-the-gap-on-reduced": "a lot accepted between Ac and Re on reduced inspection",
  "returned-to-normal": "returned to normal by decision",
  corrected: "the supplier's correction recorded",
};

export const SwitchingStandardInputSchema = z.object({ standard: AqlStandardSchema });
export type SwitchingStandardInput = z.infer<typeof SwitchingStandardInputSchema>;

/**
 * Why a supplier's lots cannot be planned (null: they can): a class is discontinued. The server refuses with it,
 * and the pages say it before anyone tries.
 */
export function discontinuedRefusal(
  supplierName: string,
  discontinued: readonly SwitchingClass[],
): string | null {
  if (discontinued.length === 0) return null;
  return `Acceptance inspection of ${supplierName} is discontinued (${discontinued.join(" and ")} defects: 5 lots not accepted on tightened inspection). A reviewer or client manager records the supplier's correction on the Suppliers page; its lots can be planned then, on tightened inspection.`;
}

/** The table a class in this state plans from: a discontinued class resumes on tightened once corrected. */
export const plannedSeverity = (severity: SwitchingSeverity): InspectionSeverity =>
  severity === "discontinued" ? "tightened" : severity;

/** What a supplier's state means for its next lot: each class's table, and the classes discontinued. */
export interface SwitchingPlan {
  severities: PlanSeverities;
  /** Classes on discontinued inspection: no lot of the supplier is planned until each is corrected. */
  discontinued: SwitchingClass[];
}

/** The plan a supplier's next lot gets from its classes' severities under the tenant's standard. */
export function switchingPlan(
  standard: AqlStandard,
  severities: Readonly<Record<SwitchingClass, SwitchingSeverity>>,
): SwitchingPlan {
  return {
    severities: {
      standard,
      major: plannedSeverity(severities.major),
      minor: plannedSeverity(severities.minor),
    },
    discontinued: SWITCHING_CLASSES.filter((switchingClass) => severities[switchingClass] === "discontinued"),
  };
}
