import { z } from "zod";
import { CarFiguresSchema } from "./corrective-actions";
import { INSPECTION_RESULTS, INSPECTION_STATUSES, IsoDateSchema } from "./inspection";
import { checkDayRange, daysInRange } from "./inspection-api";
import { RefSchema } from "./ref";
import { SeveritySchema } from "./reference-data";

/**
 * Client analytics (decisions.md "Analytics"; docs/decisions/analytics.md): what each report page asks the API
 * and what it gets back, once. The figures are computed on the server from summaries kept up to date as
 * inspections change; the web draws them.
 */

/** Your Reports and the other pages open on the last 30 days (today included). */
export const DEFAULT_ANALYTICS_DAYS = 30;
/** "What is planned in the coming days" on Inspection Activity: today and the next 13 days. */
export const UPCOMING_DAYS = 14;
/** Lots awaiting a decision listed on Your Reports (the count covers them all). */
export const AWAITING_LIST_SIZE = 10;
/**
 * A supplier, factory or category is compared with the previous period (movers, insights) only when it had at
 * least this many inspections in both: one failed lot out of two is not a trend.
 */
export const MIN_INSPECTIONS_TO_COMPARE = 3;

const filterId = z.string().trim().min(1).max(50);

const AnalyticsFiltersSchema = z.object({
  from: IsoDateSchema,
  to: IsoDateSchema,
  supplierId: filterId.optional(),
  /** A product category code, e.g. MJACKET. */
  categoryCode: filterId.optional(),
  controlPointId: filterId.optional(),
});

/** The filters every analytics page takes (kept in the page's address): a range of inspection dates and three keys. */
export const AnalyticsQuerySchema = AnalyticsFiltersSchema.strict().superRefine(checkDayRange);
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const ACTIVITY_INTERVALS = ["day", "week", "month"] as const;
export const ActivityIntervalSchema = z.enum(ACTIVITY_INTERVALS);
export type ActivityInterval = z.infer<typeof ActivityIntervalSchema>;

/** Inspection Activity also takes the interval its chart groups days by (default: what suits the range). */
export const ActivityQuerySchema = AnalyticsFiltersSchema.extend({
  interval: ActivityIntervalSchema.optional(),
})
  .strict()
  .superRefine(checkDayRange);
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/** The interval a chart over this range reads best at: days up to a month, weeks up to half a year, then months. */
export function defaultInterval(from: string, to: string): ActivityInterval {
  const days = daysInRange(from, to);
  return days <= 31 ? "day" : days <= 183 ? "week" : "month";
}

/**
 * The interval a trend of rates reads best at: a rate of one or two lots a day jumps between 0 and 100 %, so days
 * only up to a fortnight, then weeks, then months past half a year.
 */
export function trendInterval(from: string, to: string): ActivityInterval {
  const days = daysInRange(from, to);
  return days <= 14 ? "day" : days <= 183 ? "week" : "month";
}

/** The period compared with: as many days, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysInRange(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-days), to: day(-1) };
}

const rate = z.number().min(0).max(1).nullable();

/**
 * Quality of the inspections done (report out: FINISHED or CLOSED) in a period. Rates are fractions (0–1), null
 * when nothing was inspected; defectsPer100Units is null when no unit was sampled.
 */
export const QualityFiguresSchema = z.object({
  inspections: z.number().int().min(0),
  /** Passed at their first finish (a pass after a reopen or a Comm. Pass is not first time). */
  passedFirstTime: z.number().int().min(0),
  /** Result Fail now (a Comm. Pass is not counted as failed). */
  failed: z.number().int().min(0),
  commercialPasses: z.number().int().min(0),
  unitsSampled: z.number().int().min(0),
  /** Units found with a defect, every class. */
  defectsFound: z.number().int().min(0),
  awaitingDecision: z.number().int().min(0),
  firstTimePassRate: rate,
  failureRate: rate,
  defectsPer100Units: z.number().min(0).nullable(),
});
export type QualityFigures = z.infer<typeof QualityFiguresSchema>;

/** Days from `from` to `to` (yyyy-mm-dd), both included. */
const DaysSchema = z.object({ from: z.string(), to: z.string() });

export const AnalyticsPeriodSchema = DaysSchema.extend({
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type AnalyticsPeriod = z.infer<typeof AnalyticsPeriodSchema>;

/** A point of a trend: a day, week or month of the period (clipped to it) and its figures. */
export const TrendPointSchema = DaysSchema.extend({
  inspections: z.number().int().min(0),
  firstTimePassRate: rate,
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

/** A supplier or defect that moved against the previous period. */
export const MoverSchema = RefSchema.extend({
  current: z.number(),
  previous: z.number(),
  /** current − previous (percentage points for rates, units for defects). */
  change: z.number(),
});
export type Mover = z.infer<typeof MoverSchema>;

/** A lot whose report is out and whose client decision is still the initial one. */
export const AwaitingLotSchema = z.object({
  id: z.string(),
  inspectionNumber: z.string(),
  inspectionDate: z.string(),
  supplierName: z.string(),
  styleCode: z.string(),
  styleName: z.string(),
  colour: z.string(),
  result: z.enum(INSPECTION_RESULTS),
});
export type AwaitingLot = z.infer<typeof AwaitingLotSchema>;

/** GET /api/analytics/overview: Your Reports. */
export const AnalyticsOverviewSchema = z.object({
  period: AnalyticsPeriodSchema,
  current: QualityFiguresSchema,
  previous: QualityFiguresSchema,
  trend: z.array(TrendPointSchema),
  /** Suppliers whose first-time pass rate moved most (percentage points), largest moves first. */
  supplierMovers: z.array(MoverSchema),
  /** Defects whose units found moved most, largest moves first. */
  defectMovers: z.array(MoverSchema),
  /** The oldest lots awaiting a decision (at most AWAITING_LIST_SIZE; current.awaitingDecision counts all). */
  awaiting: z.array(AwaitingLotSchema),
});
export type AnalyticsOverview = z.infer<typeof AnalyticsOverviewSchema>;

export const FactoryRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  current: QualityFiguresSchema,
  previous: QualityFiguresSchema,
  trend: z.array(TrendPointSchema),
});
export const SupplierRowSchema = FactoryRowSchema.extend({ factories: z.array(FactoryRowSchema) });
export type SupplierRow = z.infer<typeof SupplierRowSchema>;
export type FactoryRow = z.infer<typeof FactoryRowSchema>;

/** GET /api/analytics/suppliers: Supplier Analysis, one row per supplier with its factories. */
export const SupplierAnalysisSchema = z.object({
  period: AnalyticsPeriodSchema,
  interval: ActivityIntervalSchema,
  suppliers: z.array(SupplierRowSchema),
  /** Each supplier's corrective action requests, by supplier id (suppliers with none are left out). */
  correctiveActions: z.record(z.string(), CarFiguresSchema).default({}),
});
export type SupplierAnalysis = z.infer<typeof SupplierAnalysisSchema>;

const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int().min(0)])) as Record<K, z.ZodNumber>);

export const StatusCountsSchema = countsOf(INSPECTION_STATUSES);
export const ResultCountsSchema = countsOf(INSPECTION_RESULTS);
export type StatusCounts = z.infer<typeof StatusCountsSchema>;
export type ResultCounts = z.infer<typeof ResultCountsSchema>;

/** The key the breakdown by control point uses for inspections that have none yet. */
export const NO_CONTROL_POINT = "none";

export const ActivityBucketSchema = DaysSchema.extend({
  total: z.number().int().min(0),
  byStatus: StatusCountsSchema,
  byResult: ResultCountsSchema,
  /** By control point id (NO_CONTROL_POINT for none set). */
  byControlPoint: z.record(z.string(), z.number().int().min(0)),
});
export type ActivityBucket = z.infer<typeof ActivityBucketSchema>;

export const UpcomingInspectionSchema = z.object({
  id: z.string(),
  inspectionNumber: z.string(),
  day: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  supplierName: z.string(),
  styleCode: z.string(),
  styleName: z.string(),
  colour: z.string(),
  inspector: z.string().nullable(),
  controlPoint: z.string().nullable(),
});
export type UpcomingInspection = z.infer<typeof UpcomingInspectionSchema>;

/** GET /api/analytics/activity: Inspection Activity. */
export const InspectionActivitySchema = z.object({
  period: AnalyticsPeriodSchema,
  interval: ActivityIntervalSchema,
  buckets: z.array(ActivityBucketSchema),
  totals: ActivityBucketSchema,
  controlPoints: z.array(RefSchema),
  upcoming: DaysSchema.extend({
    /** Every day of the window, with what is booked (PLANNED) and what still waits for an inspector (CREATED). */
    days: z.array(
      z.object({ day: z.string(), total: z.number().int().min(0), byStatus: StatusCountsSchema }),
    ),
    /** The first of them by day (at most 50), for the table. */
    inspections: z.array(UpcomingInspectionSchema),
  }),
});
export type InspectionActivity = z.infer<typeof InspectionActivitySchema>;

export const PARETO_DIMENSIONS = ["defect", "severity", "category"] as const;
export const ParetoDimensionSchema = z.enum(PARETO_DIMENSIONS);
export type ParetoDimension = z.infer<typeof ParetoDimensionSchema>;

export const ParetoItemSchema = z.object({
  /** The defect id, the severity, or the product category code. */
  key: z.string(),
  label: z.string(),
  /** Units found with it. */
  count: z.number().int().min(0),
  /** Of all units found in the period, 0–1. */
  share: z.number().min(0).max(1),
  cumulativeShare: z.number().min(0).max(1),
  previousCount: z.number().int().min(0),
  /** Inspections (done in the period) in which it was found. */
  inspections: z.number().int().min(0),
  /** For defects: the class they were recorded in most (a defect may be recorded in more than one). */
  severity: SeveritySchema.optional(),
});
export type ParetoItem = z.infer<typeof ParetoItemSchema>;

/** GET /api/analytics/defects: Defect Analysis, a Pareto by each dimension. */
export const DefectAnalysisSchema = z.object({
  period: AnalyticsPeriodSchema,
  current: QualityFiguresSchema,
  byDefect: z.array(ParetoItemSchema),
  bySeverity: z.array(ParetoItemSchema),
  byCategory: z.array(ParetoItemSchema),
});
export type DefectAnalysis = z.infer<typeof DefectAnalysisSchema>;

/** Where an insight's link leads: a report page with its filters (the period is the insight's own). */
export const InsightLinkSchema = z.object({
  tab: z.enum(["Supplier Analysis", "Inspection Activity", "Defect Analysis", "Your Reports", "Inspection"]),
  supplierId: z.string().optional(),
  categoryCode: z.string().optional(),
  controlPointId: z.string().optional(),
  /** On Defect Analysis: which Pareto to show, and which bar to open. */
  by: ParetoDimensionSchema.optional(),
  defectId: z.string().optional(),
});
export type InsightLink = z.infer<typeof InsightLinkSchema>;

export const INSIGHT_KINDS = [
  "first-time-pass-rate",
  "supplier-falling",
  "supplier-rising",
  "defect-rising",
  "new-defect",
  "category-failing",
  "defect-rate",
  "awaiting-decisions",
  "quiet-period",
] as const;

export const InsightSchema = z.object({
  kind: z.enum(INSIGHT_KINDS),
  /** Whether it is good news, bad news, or neither (the page colours it). */
  tone: z.enum(["good", "bad", "neutral"]),
  /** A plain sentence with its numbers. */
  text: z.string(),
  link: InsightLinkSchema,
  linkLabel: z.string(),
});
export type Insight = z.infer<typeof InsightSchema>;

/** GET /api/analytics/insights: what changed most this period, most notable first. */
export const InsightsSchema = z.object({
  period: AnalyticsPeriodSchema,
  current: QualityFiguresSchema,
  previous: QualityFiguresSchema,
  insights: z.array(InsightSchema),
});
export type Insights = z.infer<typeof InsightsSchema>;

/** GET /api/auth/powerbi/token?report=…: the report tab's slug (e.g. supplier-analysis). */
export const PowerBiTokenQuerySchema = z.object({ report: z.string().trim().min(1).max(50) }).strict();

/**
 * An embed token for one report, for the caller (row-level security: the tenant, and a supplier user's own
 * supplier). The page hands it to powerbi-client and asks again before `expiresAt`.
 */
export const PowerBiEmbedSchema = z.object({
  reportId: z.string(),
  embedUrl: z.url(),
  accessToken: z.string().min(1),
  tokenId: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PowerBiEmbed = z.infer<typeof PowerBiEmbedSchema>;
