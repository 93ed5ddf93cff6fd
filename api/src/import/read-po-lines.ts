import { findColumns } from "./find-columns";
import { IMPORT_LIMITS } from "@aql-portal/shared";
import { readSheet, type SheetOptions } from "../spreadsheets/read-sheet";
import { importRejected } from "./rejected";
import { identifySpreadsheet } from "../spreadsheets/spreadsheet-file";
import type { PoLine } from "../data/import-jobs-repository";
import { validateRows, type ReferenceData } from "./validate-rows";

/** The template's data sheet, and how many PO lines one file may hold. */
export const PO_LINES_SHEET: SheetOptions = {
  sheetName: "PO lines",
  maxRows: IMPORT_LIMITS.maxRows,
  rowsAre: "PO lines",
};

/**
 * An uploaded file to checked PO lines: what the file is, its rows, its columns, then every row's values. Any
 * problem ends here with a 4xx (nothing has been written yet); `rows` counts the rows read below the header.
 */
export function readPoLines(
  bytes: Uint8Array,
  fileName: string,
  reference: ReferenceData,
  centre: PoLine["centre"],
): { rows: number; lines: PoLine[] } {
  const file = identifySpreadsheet(bytes, fileName);
  const sheet = readSheet(file, PO_LINES_SHEET);
  const located = findColumns(sheet);
  const validated = validateRows(located, reference, { centre, date1904: sheet.date1904 });
  if (!validated.ok) throw importRejected(validated.problems);
  return { rows: located.dataRows.length, lines: validated.lines };
}
