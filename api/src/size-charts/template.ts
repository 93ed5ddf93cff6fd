import * as XLSX from "xlsx";
import type { Services } from "../lib/services";
import { writeWorkbook } from "../spreadsheets/write-workbook";
import { SIZE_CHART_COLUMNS, SIZE_CHART_SHEET } from "./read-size-chart";
import { referenceItems } from "../lib/reference-lists";

const EXAMPLE_SIZES = ["XS", "S", "M", "L", "XL"];

/** The size-chart workbook to fill in: every point of measure the tenant knows, sizes across, in centimetres. */
export async function sizeChartTemplate(
  services: Pick<Services, "reference">,
  tenantId: string,
): Promise<Uint8Array> {
  const points = await referenceItems(services.reference, tenantId, "points-of-measure");
  const header = [...Object.values(SIZE_CHART_COLUMNS).map((names) => names[0]), ...EXAMPLE_SIZES];
  const rows = points.map((p) => [p.id, p.name, 1, 1, ...EXAMPLE_SIZES.map(() => null)]);
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet["!cols"] = [
    { wch: 8 },
    { wch: 40 },
    { wch: 12 },
    { wch: 12 },
    ...EXAMPLE_SIZES.map(() => ({ wch: 8 })),
  ];
  const notes = XLSX.utils.aoa_to_sheet([
    ["How to fill in the size chart"],
    ["Measurements and tolerances are in centimetres."],
    ["Rename, add or remove the size columns after Tolerance + (e.g. 8, 10, 12 or XS, S, M)."],
    [
      "Delete the rows of points you do not measure; the portal also hides points that do not apply to the style's garment category.",
    ],
    ["Type values only: formulas are refused."],
  ]);
  return writeWorkbook([
    { name: SIZE_CHART_SHEET.sheetName, sheet },
    { name: "Instructions", sheet: notes },
  ]);
}
