import {
  IMPORT_COLUMNS,
  IMPORT_FILE_TYPES,
  IMPORT_LIMITS,
  type ImportColumn,
  formatFileSize,
} from "@aql-portal/shared";
import * as XLSX from "xlsx";
import { dateValue } from "../spreadsheets/cell-values";
import { PO_LINES_SHEET } from "./read-po-lines";
import type { ReferenceData } from "./validate-rows";
import { writeWorkbook } from "../spreadsheets/write-workbook";

export const TEMPLATE_FILE_NAME = "aql-portal-import-template.xlsx";
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rows below the example whose code and date cells come formatted, so what is typed or pasted keeps its form. */
const FORMATTED_ROWS = 2000;
const TEXT_FORMAT = "@";
const DATE_FORMAT = "dd/mm/yyyy";
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);

const KIND_LABEL: Record<ImportColumn["kind"], string> = {
  code: "Code, kept exactly as typed (text)",
  text: "Text",
  integer: "Whole number",
  date: "Date",
};

/**
 * The import template: sheet "PO lines" (the headers, an example row, code columns formatted as text so Excel
 * keeps leading zeros and long numbers, the date column as a date) and sheet "Instructions" (every column, the
 * limits, and the tenant's categories, suppliers with their factories, departments and centres).
 */
export function buildTemplate(reference: ReferenceData): Uint8Array {
  return writeWorkbook([
    { name: PO_LINES_SHEET.sheetName, sheet: poLinesSheet() },
    { name: "Instructions", sheet: instructionsSheet(reference) },
  ]);
}

function poLinesSheet(): XLSX.WorkSheet {
  const sheet: XLSX.WorkSheet = {};
  IMPORT_COLUMNS.forEach((column, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: "s", v: column.header };
    sheet[XLSX.utils.encode_cell({ r: 1, c })] = exampleCell(column);
    const format = formatOf(column);
    if (!format) return;
    for (let r = 2; r < 2 + FORMATTED_ROWS; r++) {
      // An empty cell that carries only its format.
      sheet[XLSX.utils.encode_cell({ r, c })] = { t: "z", z: format };
    }
  });
  sheet["!ref"] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: 1 + FORMATTED_ROWS, c: IMPORT_COLUMNS.length - 1 },
  });
  sheet["!cols"] = IMPORT_COLUMNS.map((column) => ({
    wch: Math.max(column.header.length, column.example.length) + 4,
  }));
  return sheet;
}

function formatOf(column: ImportColumn): string | undefined {
  if (column.kind === "code") return TEXT_FORMAT;
  if (column.kind === "date") return DATE_FORMAT;
  return undefined;
}

function exampleCell(column: ImportColumn): XLSX.CellObject {
  switch (column.kind) {
    case "code":
      return { t: "s", v: column.example, z: TEXT_FORMAT };
    case "text":
      return { t: "s", v: column.example };
    case "integer":
      return { t: "n", v: Number(column.example) };
    case "date": {
      const date = dateValue({ kind: "text", text: column.example });
      if (!date.ok) throw new Error(`The example of ${column.header} is not a date: ${column.example}`);
      return { t: "n", v: (Date.parse(date.value) - EXCEL_EPOCH_1900) / 86_400_000, z: DATE_FORMAT };
    }
  }
}

function instructionsSheet(reference: ReferenceData): XLSX.WorkSheet {
  const rows: (string | number)[][] = [
    ["How to fill in the PO lines sheet"],
    [],
    [
      "One row per PO line: one style and colour on one purchase order. Replace the example in row 2 with your own lines.",
    ],
    [
      "Keep the headers in row 1. Columns may be in any order; the names under “Also accepted” work too, in any case.",
    ],
    [
      "Codes (PO number, style, colour, season) are kept exactly as typed: keep those columns formatted as Text, so Excel keeps leading zeros and long numbers.",
    ],
    ["No formulas: paste values only (Paste Special › Values)."],
    [
      `Limits: at most ${formatFileSize(IMPORT_LIMITS.maxBytes)} and ${IMPORT_LIMITS.maxRows.toLocaleString("en-GB")} rows per file; ${IMPORT_FILE_TYPES.join(" or ")} (for CSV choose “CSV UTF-8”).`,
    ],
    [
      "A file with any problem imports nothing: the page lists every problem (row, column, value) to fix before uploading again.",
    ],
    [
      "Uploading the same file again changes nothing; a file with changed quantities updates inspections not yet started.",
    ],
    [],
    ["Column", "Required", "Kind", "Also accepted", "Example", "Notes"],
    ...IMPORT_COLUMNS.map((column) => [
      column.header,
      column.required ? "Required" : "Optional",
      KIND_LABEL[column.kind],
      column.aliases.join(", "),
      column.example,
      column.help,
    ]),
    [],
    ["Product categories"],
    ["Code", "Name", "Garment category"],
    ...reference.productCategories.map((c) => [c.code, c.name, c.garmentCategory]),
    [],
    ["Suppliers and their factories"],
    ["Supplier code", "Supplier name", "Factory code", "Factory name"],
    ...reference.suppliers.flatMap((s) => s.factories.map((f) => [s.code, s.name, f.code, f.name])),
    [],
    ["Departments"],
    ["Code", "Name"],
    ...reference.departments.map((d) => [d.code, d.name]),
    [],
    ["DC / Centres"],
    ["Code", "Name"],
    ...reference.centres.map((c) => [c.code, c.name]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet["!cols"] = [{ wch: 22 }, { wch: 30 }, { wch: 34 }, { wch: 40 }, { wch: 16 }, { wch: 60 }];
  return sheet;
}
