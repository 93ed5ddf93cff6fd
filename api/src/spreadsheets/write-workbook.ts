import { inertText } from "@aql-portal/shared";
import * as XLSX from "xlsx";

/**
 * Every workbook the API hands out is written here (the import and size-chart templates), so that shared's rule
 * for exports holds for each: a text cell a spreadsheet would run as a formula (a supplier or a point of measure
 * named "=..." or "+...") is written with a leading apostrophe, and shows as the text it is.
 */
export function writeWorkbook(sheets: readonly { name: string; sheet: XLSX.WorkSheet }[]): Uint8Array {
  const workbook = XLSX.utils.book_new();
  for (const { name, sheet } of sheets) {
    // Keys starting with "!" are the sheet's settings (range, widths); every other key is a cell's address.
    for (const [address, cell] of Object.entries(sheet) as [string, XLSX.CellObject][]) {
      if (!address.startsWith("!") && cell.t === "s" && typeof cell.v === "string")
        cell.v = inertText(cell.v);
    }
    XLSX.utils.book_append_sheet(workbook, sheet, name);
  }
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", compression: true }) as Uint8Array;
}
