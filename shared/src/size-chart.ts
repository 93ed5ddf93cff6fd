import { z } from "zod";
import { GarmentCategorySchema } from "./reference-data";

/** A point of measure (chest width, sleeve length...), reference data. */
export const PointOfMeasureSchema = z.object({ id: z.string(), name: z.string() });

/** Each garment category hides the points of measure that do not apply to it (a skirt has no sleeve). */
export const GarmentCategoryRulesSchema = z.object({
  id: GarmentCategorySchema,
  name: z.string(),
  hiddenPoints: z.array(z.string()),
});

export const SizeChartPointSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Allowed deviation below and above the specification, in the chart's unit. */
  toleranceMinus: z.number().nonnegative(),
  tolerancePlus: z.number().nonnegative(),
  /** Specification per size; null where the chart leaves the size blank. */
  values: z.record(z.string(), z.number().nullable()),
});
export type SizeChartPoint = z.infer<typeof SizeChartPointSchema>;

/** GET /api/size-charts/info/{productId}: the chart, without the points its garment category hides. */
export const SizeChartSchema = z.object({
  productId: z.string(),
  styleCode: z.string(),
  garmentCategory: GarmentCategorySchema,
  unit: z.literal("cm"),
  sizes: z.array(z.string()),
  points: z.array(SizeChartPointSchema),
  /** Points in the uploaded file that this garment category leaves out. */
  hiddenPoints: z.array(z.string()),
  fileName: z.string(),
  uploadedOn: z.string(),
  uploadedBy: z.string(),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;

/** Limits for a size-chart upload: a chart is small. */
export const SIZE_CHART_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 200, maxSizes: 30 } as const;
