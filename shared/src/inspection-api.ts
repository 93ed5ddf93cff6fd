import { z } from "zod";
import {
  InspectionLevelIdSchema,
  InspectionResultSchema,
  InspectionSchema,
  InspectionStatusSchema,
  InspectionTypeSchema,
  IsoDateSchema,
} from "./inspection";
import { messages } from "./messages";
import { MAX_ORDERS_PER_REQUEST } from "./orders";
import { PageQuerySchema, pageSchema, SortOrderSchema } from "./paging";
import { quantitySchema } from "./quantities";
import { RefSchema } from "./ref";
import { SeveritySchema } from "./reference-data";

/**
 * Inputs and answers of the inspections routes (spec §7 Inspections), once: the API validates with them and
 * the web builds its requests and parses the answers with them.
 */

/** POST /api/inspections: one CREATED inspection from PO lines of one style and colour. */
export const CreateInspectionSchema = z
  .object({
    orderIds: z
      .array(z.string().min(1).max(200))
      .min(1, "select at least one PO line")
      .max(MAX_ORDERS_PER_REQUEST),
  })
  .strict();
export type CreateInspection = z.infer<typeof CreateInspectionSchema>;

/**
 * Columns Manage Inspections can sort by. Each is served by a composite index (field, id) in both directions;
 * "date" is the delivery date, the partition's own date (see docs/decisions/inspection-lifecycle.md).
 */
export const INSPECTION_SORT_KEYS = [
  "date",
  "inspectionDate",
  "createdOn",
  "styleCode",
  "lotSize",
  "sampleSize",
] as const;
export const InspectionSortKeySchema = z.enum(INSPECTION_SORT_KEYS);
export type InspectionSortKey = z.infer<typeof InspectionSortKeySchema>;

/**
 * Which date the range filters on: the delivery date (default; a range inside one month reads one partition),
 * or the inspection date — the delivery date while no inspection date is set.
 */
export const InspectionDateFieldSchema = z.enum(["deliveryDate", "inspectionDate"]);
export type InspectionDateField = z.infer<typeof InspectionDateFieldSchema>;

/** How far one range may reach: a year of inspections is already more than anyone pages through. */
export const MAX_RANGE_DAYS = 366;

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return dayCount(from, to) + 1;
}

/** A range of days the API refuses, wherever one is asked for: from after to, or longer than a year. */
export function checkDayRange(
  q: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!q.from || !q.to) return;
  if (q.from > q.to) {
    ctx.addIssue({ code: "custom", path: ["from"], message: messages.invalidDateRange });
  } else if (dayCount(q.from, q.to) > MAX_RANGE_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `must be at most ${MAX_RANGE_DAYS} days after from`,
    });
  }
}

/**
 * GET /api/inspections: Manage Inspections (filters, sort, pages), or with context=planningApp the caller's
 * own plan (their assigned inspections by inspection date). Without a range: yesterday to today (spec §9).
 */
export const ListInspectionsQuerySchema = PageQuerySchema.extend({
  context: z.enum(["planningApp"]).optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  dateField: InspectionDateFieldSchema.optional(),
  status: InspectionStatusSchema.optional(),
  result: InspectionResultSchema.optional(),
  /** An unknown type is 400 "Invalid Inspection type". */
  type: InspectionTypeSchema.optional(),
  supplierId: z.string().trim().min(1).max(50).optional(),
  factoryId: z.string().trim().min(1).max(50).optional(),
  /** A control point id, or "none" for inspections that have none yet. */
  controlPointId: z.string().trim().min(1).max(50).optional(),
  /** A product category code (e.g. MJACKET). */
  categoryCode: z.string().trim().min(1).max(50).optional(),
  /** Only inspections whose report is out (FINISHED or CLOSED): what analytics count as done. */
  reported: z.enum(["true"]).optional(),
  /** Only reported inspections in which this defect (of the library) was found, in any class … */
  defectId: z.string().trim().min(1).max(50).optional(),
  /** … or in which a defect of this class was found. */
  severity: SeveritySchema.optional(),
  /** Part of a style code, PO number or inspection number, any case. */
  search: z.string().trim().min(1).max(50).optional(),
  /** Only inspections whose report is out (FINISHED, CLOSED) and whose client decision is still the initial one. */
  awaitingDecision: z.enum(["true"]).optional(),
  sortKey: InspectionSortKeySchema.default("date"),
  sortOrder: SortOrderSchema.default(1),
})
  .strict()
  .superRefine(checkDayRange);
export type ListInspectionsQuery = z.infer<typeof ListInspectionsQuerySchema>;

export const InspectionPageSchema = pageSchema(InspectionSchema);

/**
 * One row of an inspector's plan (spec §3 "Plan columns", named in this API's camelCase: inspection_name →
 * inspectionName, UDC_id → centreId, client_pos → poNumbers, sample_level → level, inspection_quantity →
 * sampleSize, count_defects → totalDefects, status_EN → status, Inspector → inspector, customer_name →
 * customerName). `day` is the inspection date the plan groups by.
 */
export const PlanRowSchema = z.object({
  id: z.string(),
  day: z.string(),
  inspectionName: z.string(),
  inspectionDate: z.string().nullable(),
  centreId: z.string(),
  centreName: z.string(),
  inspectionNumber: z.string(),
  supplierName: z.string(),
  seasonCode: z.string(),
  poNumbers: z.array(z.string()),
  styleCode: z.string(),
  styleName: z.string(),
  /** Whether the style has a size chart to measure against. Rows a tablet kept before it was sent say nothing. */
  hasSizeChart: z.boolean().default(true),
  colour: z.string(),
  orderQuantity: z.number().int(),
  level: InspectionLevelIdSchema,
  sampleSize: z.number().int(),
  allowedDefectsMaj: z.number().int(),
  allowedDefectsMin: z.number().int(),
  totalDefects: z.number().int(),
  status: InspectionStatusSchema,
  result: InspectionResultSchema,
  inspector: z.string().nullable(),
  customerName: z.string(),
});
export type PlanRow = z.infer<typeof PlanRowSchema>;
export const PlanPageSchema = pageSchema(PlanRowSchema);

const nullableText = z.string().trim().max(50, "must be at most 50 characters").nullable();
const quantity = quantitySchema(1);

/**
 * PUT /api/inspections/{id}: planning edits, with the etag read in If-Match. Every field is optional; at
 * least one must be sent. An inspector and a date make a CREATED inspection PLANNED; level, delivery quantity
 * and PO quantity recompute the plan on the server.
 */
export const UpdateInspectionSchema = z
  .object({
    inspectionDate: IsoDateSchema.nullable().optional(),
    inspectorId: z.string().min(1).max(100).nullable().optional(),
    level: InspectionLevelIdSchema.optional(),
    controlPointId: z.string().min(1).max(50).nullable().optional(),
    submissionNumber: nullableText.optional(),
    sampleReceivedDate: IsoDateSchema.nullable().optional(),
    deliveryQuantity: quantity.nullable().optional(),
    poQuantity: quantity.optional(),
  })
  .strict();
export type UpdateInspection = z.infer<typeof UpdateInspectionSchema>;

/**
 * GET /api/inspectors: who a planner may assign — the tenant's approved, active inspectors, by name, with
 * their locations so the picker can show where each works.
 */
export const InspectorSchema = z.object({
  id: z.string(),
  name: z.string(),
  locations: z.array(RefSchema),
});
export type Inspector = z.infer<typeof InspectorSchema>;

/** PUT /api/inspections/sync/{id}: the inspection re-derived from its PO lines, and whether anything changed. */
export const SyncInspectionResultSchema = z.object({ inspection: InspectionSchema, changed: z.boolean() });
