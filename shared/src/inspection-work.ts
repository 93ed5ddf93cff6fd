import { z } from "zod";
import { CarCheckSchema, CarMentionSchema, CarToVerifySchema } from "./corrective-actions";
import { InspectionSchema, type InspectionPlan } from "./inspection";
import { formatDateTime } from "./format";
import { CentimetresSchema, quantitySchema } from "./quantities";
import { RefSchema } from "./ref";
import { SeveritySchema, type Severity } from "./reference-data";
import type { SizeChart } from "./size-chart";

/**
 * What an inspector records while carrying an inspection out (decisions.md "Inspection screen"), once: the
 * tablet keeps and sends it, the API validates and stores it, the result and the report are computed from it.
 */

/** Spec §5, §9: the inspector's comment. */
export const MAX_COMMENT_LENGTH = 400;

/**
 * Photos are reduced on the device (longest edge, JPEG quality) before upload; the server refuses anything
 * larger than `maxBytes` or of another type.
 */
export const PHOTO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxEdge: 1600,
  jpegQuality: 0.8,
  perDefect: 4,
  /** What one report carries: enough for a lot's defects, and the report stays within its 5 MB budget. */
  perInspection: 60,
  /** The device encodes JPEG; a report embeds JPEG as it is (PNG would be re-compressed, slowly, per page). */
  types: ["image/jpeg"],
} as const;

export const MAX_DEFECT_ENTRIES = 500;
export const MAX_MEASUREMENTS = 2000;

const id = z.uuid("must be a UUID");
const when = z.iso
  .datetime({ offset: true, message: "must be an ISO date-time" })
  .max(40, "must be an ISO date-time");

/** One line of the defect tally: a defect of the library, its class, how many units had it, photos. */
export const DefectEntryInputSchema = z
  .object({
    id,
    defectId: z.string().min(1).max(50),
    /** The library gives each defect its usual class; the inspector may judge it otherwise. */
    severity: SeveritySchema,
    count: z.number().int("must be a whole number").min(1, "must be at least 1").max(9999),
    photoIds: z.array(id).max(PHOTO_LIMITS.perDefect, `at most ${PHOTO_LIMITS.perDefect} photos per defect`),
    recordedAt: when,
  })
  .strict();
export type DefectEntryInput = z.infer<typeof DefectEntryInputSchema>;

/** As stored and returned: the library's name and category kept with it, as they were when recorded. */
export const DefectEntrySchema = DefectEntryInputSchema.extend({
  defectCode: z.string(),
  defectName: z.string(),
  category: z.string(),
});
export type DefectEntry = z.infer<typeof DefectEntrySchema>;

/** One measurement of one sampled garment at one point of measure, in the size chart's unit (cm). */
export const MeasurementInputSchema = z
  .object({
    id,
    garment: z.number().int().min(1, "must be at least 1").max(10_000),
    size: z.string().trim().min(1).max(20),
    pointCode: z.string().trim().min(1).max(20),
    value: CentimetresSchema,
    recordedAt: when,
  })
  .strict();
export type MeasurementInput = z.infer<typeof MeasurementInputSchema>;

const quantity = quantitySchema(0);
const centimetres = CentimetresSchema;
export const DimensionsSchema = z
  .object({ length: centimetres, width: centimetres, height: centimetres })
  .strict();
export type Dimensions = z.infer<typeof DimensionsSchema>;

/** Carton and packaging checks (the compliance and garment-check columns of spec §3). */
export const PackagingChecksSchema = z
  .object({
    cartonCount: quantity.nullable(),
    /** Whether cartons were sealed with paper tape, as the retailer requires. */
    paperTape: z.boolean().nullable(),
    cartonDimensions: DimensionsSchema.nullable(),
    unitDimensions: DimensionsSchema.nullable(),
    receivedQuantity: quantity.nullable(),
  })
  .strict();
export type PackagingChecks = z.infer<typeof PackagingChecksSchema>;

export const EMPTY_PACKAGING: PackagingChecks = {
  cartonCount: null,
  paperTape: null,
  cartonDimensions: null,
  unitDimensions: null,
  receivedQuantity: null,
};

/** What a photo upload answers: the photo's id and a short-lived link to it. */
export const UploadedPhotoSchema = z.object({ photoId: z.string(), url: z.url() });

/** PUT /api/inspections/{id}/work: everything recorded so far, replacing what is stored (If-Match). */
export const InspectionWorkInputSchema = z
  .object({
    defects: z
      .array(DefectEntryInputSchema)
      .max(MAX_DEFECT_ENTRIES)
      .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, "ids must be unique"),
    measurements: z
      .array(MeasurementInputSchema)
      .max(MAX_MEASUREMENTS)
      .refine((entries) => new Set(entries.map((e) => e.id)).size === entries.length, "ids must be unique"),
    packaging: PackagingChecksSchema,
    comment: z.string().max(MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`),
    /** The inspector's verification of the supplier's accepted CARs (`carsToVerify`), made at the first finish. */
    carChecks: z
      .array(CarCheckSchema)
      .max(20)
      .refine((checks) => new Set(checks.map((c) => c.carId)).size === checks.length, "name each CAR once")
      .default([]),
  })
  .strict()
  .refine((work) => photoIdsOf(work).length <= PHOTO_LIMITS.perInspection, {
    path: ["defects"],
    message: `name at most ${PHOTO_LIMITS.perInspection} photos in all`,
  });
/** What a client sends (the CAR checks may be left out). */
export type InspectionWorkInput = z.input<typeof InspectionWorkInputSchema>;

/** Every photo the record names, once. */
export const photoIdsOf = (work: { defects: readonly { photoIds: readonly string[] }[] }): string[] => [
  ...new Set(work.defects.flatMap((defect) => defect.photoIds)),
];

export const InspectionWorkSchema = InspectionWorkInputSchema.safeExtend({
  defects: z.array(DefectEntrySchema),
});
export type InspectionWork = z.infer<typeof InspectionWorkSchema>;

export const EMPTY_WORK: InspectionWork = {
  defects: [],
  measurements: [],
  packaging: EMPTY_PACKAGING,
  comment: "",
  carChecks: [],
};

/** Units found defective per class (critical defects are never accepted; major and minor count against Ac). */
export interface DefectTotals {
  CRITICAL: number;
  MAJOR: number;
  MINOR: number;
}

/** Units found defective per class: the counts the result is decided on. */
export function defectTotals(defects: readonly Pick<DefectEntryInput, "severity" | "count">[]): DefectTotals {
  const totals: DefectTotals = { CRITICAL: 0, MAJOR: 0, MINOR: 0 };
  for (const defect of defects) totals[defect.severity] += defect.count;
  return totals;
}

/** Units found defective in all, every class together: an inspection's "defects found". */
export function totalDefectsOf(defects: readonly Pick<DefectEntryInput, "severity" | "count">[]): number {
  const totals = defectTotals(defects);
  return totals.CRITICAL + totals.MAJOR + totals.MINOR;
}

/** Units found per defect of the library and class: what analytics count a finished inspection's defects by. */
export interface DefectTally {
  defectId: string;
  code: string;
  name: string;
  severity: Severity;
  count: number;
}

export function defectTallies(
  defects: readonly Pick<DefectEntry, "defectId" | "defectCode" | "defectName" | "severity" | "count">[],
): DefectTally[] {
  const tallies = new Map<string, DefectTally>();
  for (const defect of defects) {
    const key = `${defect.defectId}|${defect.severity}`;
    const tally = tallies.get(key);
    if (tally) tally.count += defect.count;
    else
      tallies.set(key, {
        defectId: defect.defectId,
        code: defect.defectCode,
        name: defect.defectName,
        severity: defect.severity,
        count: defect.count,
      });
  }
  return [...tallies.values()];
}

/**
 * decisions.md: Pass when there is no critical defect, major < Re(major) and minor < Re(minor); otherwise Fail.
 * (Re is Ac + 1 but on ANSI/ASQ Z1.4's reduced plans, whose gap between them is accepted.)
 * Computed on the server when an inspection finishes; the tablet shows the same running verdict.
 */
export function inspectionVerdict(
  plan: Pick<InspectionPlan, "major" | "minor">,
  totals: DefectTotals,
): "Pass" | "Fail" {
  return totals.CRITICAL === 0 && totals.MAJOR < plan.major.reject && totals.MINOR < plan.minor.reject
    ? "Pass"
    : "Fail";
}

/**
 * Whether any garment of the sample has been looked at: a defect or a measurement recorded. Until then a
 * running verdict would be a Pass nobody has earned, so the tablet shows none (packaging checks and the comment
 * are about cartons and the lot, not the garments the verdict is made from).
 */
export function garmentsInspected(work: {
  defects: readonly unknown[];
  measurements: readonly unknown[];
}): boolean {
  return work.defects.length > 0 || work.measurements.length > 0;
}

export interface MeasurementCheck {
  /** The chart's specification for the size at that point; null when the chart has none. */
  specification: number | null;
  /** value − specification, rounded to 0.1 cm. */
  deviation: number | null;
  /** Outside −toleranceMinus … +tolerancePlus of the specification. */
  outOfTolerance: boolean;
}

/** A measurement against the product's size chart: unknown sizes and points are not judged. */
export function checkMeasurement(
  chart: Pick<SizeChart, "points"> | null,
  measurement: Pick<MeasurementInput, "size" | "pointCode" | "value">,
): MeasurementCheck {
  const point = chart?.points.find((candidate) => candidate.code === measurement.pointCode);
  const specification = point?.values[measurement.size] ?? null;
  if (!point || specification === null)
    return { specification: null, deviation: null, outOfTolerance: false };
  const deviation = Math.round((measurement.value - specification) * 10) / 10;
  return {
    specification,
    deviation,
    outOfTolerance: deviation < -point.toleranceMinus || deviation > point.tolerancePlus,
  };
}

const MoveActionSchema = z.enum(["start", "pause", "resume", "finish", "close", "reopen"]);

/**
 * PUT /api/inspections/{id}/status: the lifecycle moves an inspector or a reviewer makes (If-Match). A tablet
 * that made the move offline sends it later with `operationId` (its own UUID for the move: the same move sent
 * again is answered, not made twice) and `at` (when the inspector made it, by the tablet's clock: the server keeps
 * it, bounded, as the move's time).
 */
export const InspectionStatusChangeSchema = z
  .object({
    action: MoveActionSchema,
    operationId: id.optional(),
    at: when.optional(),
  })
  .strict();
export type InspectionStatusChange = z.infer<typeof InspectionStatusChangeSchema>;

/**
 * A lifecycle move as the inspection keeps it: `at` is the time the report shows (the tablet's when it sent one,
 * kept between the previous move and the moment it arrived), `deviceAt` what the tablet said (null: made online,
 * timed by the server), `receivedAt` when the server made it. `id` is the tablet's operation id, or the server's.
 */
export const InspectionMoveSchema = z.object({
  id: z.string(),
  action: MoveActionSchema,
  at: z.string(),
  deviceAt: z.string().nullable(),
  receivedAt: z.string(),
  by: RefSchema,
});
export type InspectionMove = z.infer<typeof InspectionMoveSchema>;

/**
 * Whether the report's start or finish time is the tablet's (the first start, the last finish): the report says
 * so beside the time, since the device's clock, not the server's, gave it.
 */
export function timeFromDevice(moves: readonly InspectionMove[], action: "start" | "finish"): boolean {
  const move =
    action === "start"
      ? moves.find((candidate) => candidate.action === "start")
      : moves.findLast((candidate) => candidate.action === "finish");
  return move !== undefined && move.deviceAt !== null;
}

/** "22 Nov 2026, 09:12 (tablet's clock)": the report's start or finish time, saying whose clock gave it. */
export function reportedMoveTime(
  detail: { startedAt: string | null; finishedAt: string | null; moves: readonly InspectionMove[] },
  action: "start" | "finish",
): string | null {
  const at = action === "start" ? detail.startedAt : detail.finishedAt;
  if (at === null) return null;
  return `${formatDateTime(at)}${timeFromDevice(detail.moves, action) ? " (tablet's clock)" : ""}`;
}

/** PUT /api/inspections/{id}/result: a reviewer's commercial pass of a failed inspection, with why. */
export const ResultOverrideSchema = z
  .object({
    result: z.literal("Comm. Pass"),
    comment: z
      .string()
      .trim()
      .min(1, "is required: say why the failed lot passes commercially")
      .max(MAX_COMMENT_LENGTH, `must be at most ${MAX_COMMENT_LENGTH} characters`),
  })
  .strict();
export type ResultOverride = z.infer<typeof ResultOverrideSchema>;

/** PUT /api/inspections/{id} with a client decision (client managers), optionally with a comment. */
export const ClientDecisionUpdateSchema = z
  .object({
    clientDecisionId: z.string().min(1).max(50),
    comment: z.string().trim().max(MAX_COMMENT_LENGTH).optional(),
  })
  .strict();
export type ClientDecisionUpdate = z.infer<typeof ClientDecisionUpdateSchema>;

/** A client decision made, with who and when (decisions.md); "Under Review", the initial value, is not one. */
export const ClientDecisionChangeSchema = z.object({
  decision: z.string(),
  comment: z.string().nullable(),
  by: RefSchema.nullable(),
  at: z.string(),
});
export type ClientDecisionChange = z.infer<typeof ClientDecisionChangeSchema>;

/** The reviewer's note when the result was set by hand (Comm. Pass). */
export const ResultNoteSchema = z.object({
  result: z.literal("Comm. Pass"),
  comment: z.string(),
  by: RefSchema,
  at: z.string(),
});

/** GET /api/inspections/{id}/versions (spec §3 Report version): links live a few minutes, read-only. */
export const ReportVersionSchema = z.object({
  id: z.string(),
  version: z.number().int().min(1),
  /** Why it was made: "Inspection finished", "Commercial pass given", "Report closed", "Client decision: …". */
  reason: z.string(),
  updatedOn: z.string(),
  updatedBy: z.string(),
  inspectionReportUrl: z.url(),
});
export type ReportVersion = z.infer<typeof ReportVersionSchema>;
export const ReportVersionListSchema = z.object({ items: z.array(ReportVersionSchema) });

/**
 * GET /api/inspections/{id}: the inspection with everything recorded on it. `workEtag` is what the tablet
 * sends back in If-Match with its next PUT …/work; `photoUrls` are short-lived read links per photo id.
 */
export const InspectionDetailSchema = InspectionSchema.extend({
  work: InspectionWorkSchema,
  workEtag: z.string(),
  /** Who saved the record last and when (null before the first save): what a conflict tells the inspector. */
  workSavedBy: RefSchema.nullable().default(null),
  workSavedOn: z.string().nullable().default(null),
  photoUrls: z.record(z.string(), z.url()),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  resultNote: ResultNoteSchema.nullable(),
  decisionHistory: z.array(ClientDecisionChangeSchema),
  versionCount: z.number().int().min(0),
  /** Start, pause, resume, finish, close and reopen as they were made, oldest first. */
  moves: z.array(InspectionMoveSchema).default([]),
  /** The CARs raised on this lot, or verified at it (docs/decisions/corrective-actions.md). */
  correctiveActions: z.array(CarMentionSchema).default([]),
  /** The supplier's accepted CARs of this style the inspector verifies here, while the lot is being inspected. */
  carsToVerify: z.array(CarToVerifySchema).default([]),
});
export type InspectionDetail = z.infer<typeof InspectionDetailSchema>;
