import { z } from "zod";
import { aqlPlan, AQL_VALUES, type AqlStandard, type InspectionSeverity, type IsoLevel } from "./aql";
import { isYearInWindow, YEAR_WINDOW } from "./dates";
import { messages } from "./messages";
import { RefSchema } from "./ref";

/** Inspection lifecycle (decisions.md): fixed statuses, in order. */
export const INSPECTION_STATUSES = ["CREATED", "PLANNED", "STARTED", "PAUSED", "FINISHED", "CLOSED"] as const;
export const InspectionStatusSchema = z.enum(INSPECTION_STATUSES);
export type InspectionStatus = z.infer<typeof InspectionStatusSchema>;

export const INSPECTION_RESULTS = ["Pending", "Pass", "Fail", "Comm. Pass"] as const;
export const InspectionResultSchema = z.enum(INSPECTION_RESULTS);
export type InspectionResult = z.infer<typeof InspectionResultSchema>;

/** Spec §4: the two inspection types, and the default a planner gets when choosing neither. */
export const INSPECTION_TYPES = ["DC Inspection", "DC Origin Inspection", "UK DC Inspection"] as const;
export const InspectionTypeSchema = z.enum(INSPECTION_TYPES, { message: messages.invalidInspectionType });
export type InspectionType = z.infer<typeof InspectionTypeSchema>;
export const DEFAULT_INSPECTION_TYPE: InspectionType = "DC Inspection";

/** Inspection levels are reference data (meta/inspection-levels); these are their ids and ISO levels. */
export const INSPECTION_LEVELS = {
  I: "I",
  II: "II",
  III: "III",
  POSITIVE_RELEASE: "S-3",
} as const satisfies Record<string, IsoLevel>;
export type InspectionLevelId = keyof typeof INSPECTION_LEVELS;
export const InspectionLevelIdSchema = z.enum(["I", "II", "III", "POSITIVE_RELEASE"]);
export const DEFAULT_INSPECTION_LEVEL: InspectionLevelId = "II";

/** The tenant's acceptable quality limits (decisions.md defaults); critical defects are never accepted. */
export const AqlSettingsSchema = z.object({
  major: z.number().refine((v) => (AQL_VALUES as readonly number[]).includes(v)),
  minor: z.number().refine((v) => (AQL_VALUES as readonly number[]).includes(v)),
});
export type AqlSettings = z.infer<typeof AqlSettingsSchema>;
export const DEFAULT_AQLS: AqlSettings = { major: 2.5, minor: 4.0 };

export const InspectionSeveritySchema = z.enum([
  "normal",
  "tightened",
  "reduced",
]) satisfies z.ZodType<InspectionSeverity>;
export const AqlStandardSchema = z.enum(["ISO2859-1", "Z1.4"]) satisfies z.ZodType<AqlStandard>;

/**
 * One class's plan: its acceptance and rejection numbers, from the table of the severity of inspection in force
 * (`inspection`: normal, tightened or reduced; plans made before the switching rules were all normal).
 */
const ClassPlanSchema = z.object({
  accept: z.number().int(),
  reject: z.number().int(),
  inspection: InspectionSeveritySchema.default("normal"),
});

export const InspectionPlanSchema = z.object({
  lotSize: z.number().int(),
  level: InspectionLevelIdSchema,
  aql: AqlSettingsSchema,
  /** The standard whose tables made the plan (plans made before the tenant could choose were ISO 2859-1's). */
  standard: AqlStandardSchema.default("ISO2859-1"),
  codeLetter: z.string(),
  sampleSize: z.number().int(),
  major: ClassPlanSchema,
  minor: ClassPlanSchema,
});
export type InspectionPlan = z.infer<typeof InspectionPlanSchema>;

/**
 * The tables a lot is planned from: the tenant's standard and the severity the switching rules have each class of
 * the supplier on (docs/decisions/switching-rules.md).
 */
export interface PlanSeverities {
  standard: AqlStandard;
  major: InspectionSeverity;
  minor: InspectionSeverity;
}
export const NORMAL_INSPECTION: PlanSeverities = { standard: "ISO2859-1", major: "normal", minor: "normal" };

/** ISO 2859-1's plans for a lot of 2 or more (see `lotPlan`). */
function isoPlan(
  lotSize: number,
  level: InspectionLevelId,
  aql: AqlSettings,
  severities: PlanSeverities,
): InspectionPlan {
  const { standard } = severities;
  const isoLevel = INSPECTION_LEVELS[level];
  const major = aqlPlan({ lotSize, level: isoLevel, aql: aql.major, severity: severities.major, standard });
  const minor = aqlPlan({ lotSize, level: isoLevel, aql: aql.minor, severity: severities.minor, standard });
  const larger = major.sampleSize >= minor.sampleSize ? major : minor;
  return {
    lotSize,
    level,
    aql,
    standard,
    codeLetter: larger.codeLetter,
    sampleSize: larger.sampleSize,
    major: { accept: major.accept, reject: major.reject, inspection: severities.major },
    minor: { accept: minor.accept, reject: minor.reject, inspection: severities.minor },
  };
}

/**
 * The plan an inspection works to, the one way it is made: one plan per defect class, from the table of the
 * severity in force for that class (normal unless the switching rules say otherwise); when their samples differ
 * the larger is drawn (and never more than the lot). Critical defects: zero tolerance, so they are not planned
 * here. ISO 2859-1 starts at lots of 2, so a lot of one unit is inspected whole (its numbers are those of the
 * smallest lot).
 */
export function lotPlan(
  lotSize: number,
  level: InspectionLevelId,
  aql: AqlSettings,
  severities: PlanSeverities = NORMAL_INSPECTION,
): InspectionPlan {
  if (lotSize >= 2) return isoPlan(lotSize, level, aql, severities);
  return { ...isoPlan(2, level, aql, severities), lotSize, sampleSize: lotSize };
}

/** The severities a plan was made with (what a re-plan of a lot already under way keeps). */
export const severitiesOf = (plan: InspectionPlan): PlanSeverities => ({
  standard: plan.standard,
  major: plan.major.inspection,
  minor: plan.minor.inspection,
});

/** Client decisions (decisions.md): every inspection starts "Under Review". */
export const INITIAL_CLIENT_DECISION = "Under Review";

/** The number people read and search for: the first 10 characters of the id, in capitals. */
export const INSPECTION_NUMBER_LENGTH = 10;
export const inspectionNumberOf = (id: string) => id.slice(0, INSPECTION_NUMBER_LENGTH).toUpperCase();

/**
 * A calendar date, yyyy-mm-dd: a real one (2026-02-30 is refused) of the product's years, 2000–2099 (dates.ts,
 * docs/decisions/dates.md).
 */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-mm-dd")
  .refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
  }, "is not a real date")
  .refine(
    (s) => !/^\d{4}-/.test(s) || isYearInWindow(Number(s.slice(0, 4))),
    `must be a date from ${YEAR_WINDOW}`,
  );

/** An inspection as the API returns it; results and reports come with the next issue. */
export const InspectionSchema = z.object({
  id: z.string(),
  status: InspectionStatusSchema,
  result: InspectionResultSchema,
  type: InspectionTypeSchema,
  centre: RefSchema,
  supplier: RefSchema,
  factory: RefSchema,
  product: z.object({
    id: z.string(),
    styleCode: z.string(),
    styleName: z.string(),
    hasSizeChart: z.boolean(),
  }),
  productCategory: z.object({ code: z.string(), name: z.string() }),
  colour: z.object({ code: z.string(), name: z.string() }),
  seasonCode: z.string(),
  poNumbers: z.array(z.string()),
  deliveryDate: z.string(),
  cartons: z.number().int().nullable(),
  plan: InspectionPlanSchema,
  /** Planning (spec §3 inspection fields). */
  inspectionNumber: z.string(),
  inspectionDate: z.string().nullable(),
  inspector: RefSchema.nullable(),
  level: InspectionLevelIdSchema,
  controlPoint: RefSchema.nullable(),
  submissionNumber: z.string().nullable(),
  sampleReceivedDate: z.string().nullable(),
  /** What arrived; when known it is the lot (else the PO quantity is). */
  deliveryQuantity: z.number().int().nullable(),
  /** The sum of the PO lines' order quantities (re-derived by sync and imports). */
  poQuantity: z.number().int(),
  skipReason: RefSchema.nullable(),
  totalDefects: z.number().int(),
  /** The plan's acceptance numbers (Ac), as the Manage Inspections table shows them. */
  allowedDefectsMaj: z.number().int(),
  allowedDefectsMin: z.number().int(),
  clientDecision: z.string(),
  createdOn: z.string(),
  updatedOn: z.string(),
  etag: z.string(),
});
export type Inspection = z.infer<typeof InspectionSchema>;
