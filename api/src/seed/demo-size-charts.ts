import { type GarmentCategory } from "@aql-portal/shared";
import type { CosmosServices } from "../lib/services";
import { keepSizeChart } from "../size-charts/keep-size-chart";
import { STYLES } from "./demo-lots";
import { referenceItems } from "../lib/reference-lists";

/**
 * The demo styles' size charts, uploaded as a planner uploads them (size-charts/keep-size-chart.ts): each with
 * the points of measure its garment category measures, in the sizes it is sold in, so the inspector has something
 * to measure against on every demo lot.
 */

/** A point's specification in the middle size, how much it grows a size up, and its tolerance either way (cm). */
const POINTS: Readonly<Record<string, readonly [middle: number, grade: number, tolerance: number]>> = {
  BL: [70, 2, 1],
  CH: [53, 2.5, 1],
  WA: [44, 2.5, 1],
  HP: [52, 2.5, 1],
  SH: [45, 1.5, 0.5],
  SL: [63, 1, 1],
  AH: [24, 1, 0.5],
  CF: [10, 0.5, 0.5],
  NW: [18, 0.5, 0.5],
  ND: [9, 0.5, 0.5],
  HW: [50, 2.5, 1],
  HD: [34, 1, 1],
  IL: [81, 0, 1.5],
  OL: [104, 1, 1.5],
  FR: [26, 0.6, 0.5],
  BR: [38, 0.8, 0.5],
  TH: [31, 1.2, 0.5],
  LO: [20, 0.6, 0.5],
  SK: [60, 1, 1],
  CU: [15, 0.6, 0.5],
  UB: [70, 5, 1],
  ST: [38, 1, 1],
  GL: [24, 0.6, 0.5],
  PW: [9, 0.4, 0.3],
  BH: [22, 0.5, 0.5],
  BW: [20, 0.5, 0.5],
};

/** The sizes a garment is sold in: waist sizes for trousers, ages for children's wear, letters for the rest. */
function sizesOf(garment: GarmentCategory, styleName: string): string[] {
  if (garment === "pant") return ["30", "32", "34", "36"];
  if (/girls|boys|kids/i.test(styleName)) return ["5-6", "7-8", "9-10", "11-12"];
  return ["S", "M", "L", "XL"];
}

/** The chart of one style as the template reads it: code, name, tolerances, then a column per size. */
function chartCsv(points: readonly { id: string; name: string }[], sizes: readonly string[]): string {
  const middle = (sizes.length - 1) / 2;
  const rows = points.flatMap(({ id, name }) => {
    const spec = POINTS[id];
    if (!spec) return [];
    const [centre, grade, tolerance] = spec;
    const values = sizes.map((_, index) => String(Math.round((centre + (index - middle) * grade) * 10) / 10));
    return [[id, `"${name}"`, String(tolerance), String(tolerance), ...values].join(",")];
  });
  return [["Code", "Point of measure", "Tolerance -", "Tolerance +", ...sizes].join(","), ...rows].join("\n");
}

/** Uploads a chart for each demo style that has none yet; answers how many were uploaded. */
export async function seedDemoSizeCharts(
  services: CosmosServices,
  tenantId: string,
  by: { name: string },
): Promise<number> {
  const points = await referenceItems(services.reference, tenantId, "points-of-measure");
  const garments = await referenceItems(services.reference, tenantId, "garment-categories");
  const styles = await services.products.getMany(
    tenantId,
    STYLES.map((style) => style.styleCode),
  );
  let uploaded = 0;
  for (const product of styles.values()) {
    if (product.hasSizeChart) continue;
    const hidden = new Set(garments.find((garment) => garment.id === product.garmentCategory)?.hiddenPoints);
    const csv = chartCsv(
      points.filter((point) => !hidden.has(point.id)),
      sizesOf(product.garmentCategory, product.styleName),
    );
    await keepSizeChart(
      services,
      product,
      { bytes: new TextEncoder().encode(csv), fileName: `${product.styleCode} size chart.csv` },
      by,
    );
    uploaded += 1;
  }
  return uploaded;
}
