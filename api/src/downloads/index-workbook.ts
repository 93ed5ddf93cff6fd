import { spreadsheetDate } from "@aql-portal/shared";
import * as XLSX from "xlsx";
import { writeWorkbook } from "../spreadsheets/write-workbook";

/** A report in a download, as its index lists it. */
export interface IndexRow {
  inspectionNumber: string;
  styleCode: string;
  styleName: string;
  supplier: string;
  /** yyyy-mm-dd */
  inspectionDate: string;
  status: string;
  result: string;
  clientDecision: string;
  version: number;
  /** The PDF's name inside the zip. */
  fileName: string;
}

/** A cell of the index: text, a number, or a date the spreadsheet reads as one (shown as the portal shows it). */
type IndexCell = string | number | XLSX.CellObject;

const COLUMNS: readonly { header: string; width: number; value: (row: IndexRow) => IndexCell }[] = [
  { header: "Inspection number", width: 18, value: (row) => row.inspectionNumber },
  { header: "Style", width: 14, value: (row) => row.styleCode },
  { header: "Style name", width: 28, value: (row) => row.styleName },
  { header: "Supplier", width: 28, value: (row) => row.supplier },
  { header: "Inspection date", width: 15, value: (row) => dayCell(row.inspectionDate) },
  { header: "Status", width: 10, value: (row) => row.status },
  { header: "Result", width: 11, value: (row) => row.result },
  { header: "Client decision", width: 18, value: (row) => row.clientDecision },
  { header: "Report version", width: 14, value: (row) => row.version },
  { header: "File in the zip", width: 34, value: (row) => row.fileName },
];

/** A calendar day as the spreadsheet's date, written "27 Nov 2026" as everywhere in the portal. */
function dayCell(day: string): IndexCell {
  const serial = spreadsheetDate(day);
  return serial === null ? day : { t: "n", v: serial, z: "dd mmm yyyy" };
}

/** The download's `index.xlsx`: one row per report in the zip, in the zip's order. */
export function indexWorkbook(rows: readonly IndexRow[]): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([
    COLUMNS.map((column) => column.header),
    ...rows.map((row) => COLUMNS.map((column) => column.value(row))),
  ]);
  sheet["!cols"] = COLUMNS.map((column) => ({ wch: column.width }));
  return writeWorkbook([{ name: "Reports", sheet }]);
}
