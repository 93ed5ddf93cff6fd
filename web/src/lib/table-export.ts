/**
 * Tables out as files (.csv and .xlsx), the same columns and rows the page shows. Numbers stay numbers (rates as
 * percentages); dates are the spreadsheet's dates, shown as the portal shows them (27 Nov 2026, 18:59 on the UK
 * clock), so that Excel sorts and filters them; text that a spreadsheet would run as a formula (= + - @, tab,
 * carriage return first) is made inert.
 */
import { formatDateTime, formatDay, inertText, spreadsheetDate } from "@aql-portal/shared";
import { saveFile } from "./files";

export type ExportFormat = "csv" | "xlsx";

export interface ExportColumn {
  header: string;
  /**
   * How numbers are written: a fraction as a percentage, one decimal, or a count; how dates are: a calendar day
   * or moment (its ISO text) as a day, or a moment as a day and time. Other text is written as it is.
   */
  format?: "percent" | "decimal" | "count" | "day" | "moment";
}

/** How a date column's values read, in the page and in the CSV. */
export function formatDateCell(value: string, format: ExportColumn["format"]): string {
  if (format === "day") return formatDay(value);
  if (format === "moment") return formatDateTime(value);
  return value;
}

/** Excel's number formats for the date columns: as formatDay and formatDateTime write them. */
const DAY_FORMAT = "dd mmm yyyy";
const MOMENT_FORMAT = 'dd mmm yyyy", "hh:mm';
const DATE_FORMATS = { day: DAY_FORMAT, moment: MOMENT_FORMAT } as const;

export type ExportCell = string | number | null;

export interface ExportTable {
  /** The file's name without its extension, e.g. "supplier-analysis-2026-10-25-to-2026-11-23". */
  name: string;
  /** The sheet's name in the workbook (at most 31 characters; cut to fit). */
  sheet: string;
  columns: readonly ExportColumn[];
  rows: readonly (readonly ExportCell[])[];
}

const headerOf = (column: ExportColumn) =>
  column.format === "percent" ? `${column.header} (%)` : column.header;

function numberFor(value: number, column: ExportColumn): number {
  if (column.format === "percent") return Math.round(value * 1000) / 10;
  if (column.format === "decimal") return Math.round(value * 10) / 10;
  return value;
}

/** RFC 4180 CSV, with a byte-order mark so that Excel reads it as UTF-8 (supplier names have accents). */
export function toCsv(table: Pick<ExportTable, "columns" | "rows">): string {
  const field = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const cell = (value: ExportCell, column: ExportColumn) =>
    value === null
      ? ""
      : typeof value === "number"
        ? String(numberFor(value, column))
        : field(inertText(formatDateCell(value, column.format)));
  const lines = [
    table.columns.map((column) => field(inertText(headerOf(column)))).join(","),
    ...table.rows.map((row) => table.columns.map((column, i) => cell(row[i] ?? null, column)).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * An .xlsx workbook of one sheet, typed: numbers are number cells (rates with a percentage format), text cells
 * are strings (never formulas) and inert as in the CSV. SheetJS loads only when someone exports.
 */
export async function toXlsx(table: ExportTable): Promise<Uint8Array> {
  const XLSX = await import("xlsx");
  const sheet = XLSX.utils.aoa_to_sheet([table.columns.map((column) => inertText(headerOf(column)))]);
  table.rows.forEach((row, r) => {
    table.columns.forEach((column, c) => {
      const value = row[c] ?? null;
      if (value === null) return;
      const address = XLSX.utils.encode_cell({ r: r + 1, c });
      const date =
        typeof value === "string" && (column.format === "day" || column.format === "moment")
          ? spreadsheetDate(value)
          : null;
      sheet[address] =
        date !== null && (column.format === "day" || column.format === "moment")
          ? { t: "n", v: date, z: DATE_FORMATS[column.format] }
          : typeof value === "number"
            ? {
                t: "n",
                v: column.format === "percent" ? value : numberFor(value, column),
                z: column.format === "percent" ? "0.0%" : column.format === "decimal" ? "0.0" : "#,##0",
              }
            : { t: "s", v: inertText(value) };
    });
  });
  sheet["!ref"] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: table.rows.length, c: Math.max(0, table.columns.length - 1) },
  });
  sheet["!cols"] = table.columns.map((column) => ({
    wch: Math.max(
      column.format === "moment" ? 19 : column.format === "day" ? 12 : 10,
      headerOf(column).length + 2,
    ),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, table.sheet.replace(/[\\/?*[\]:]/g, " ").slice(0, 31));
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}

const TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Writes the table as a file and hands it to the browser to save. */
export async function downloadTable(table: ExportTable, format: ExportFormat): Promise<void> {
  const body = format === "csv" ? toCsv(table) : await toXlsx(table);
  saveFile(new Blob([body as BlobPart], { type: TYPES[format] }), `${table.name}.${format}`);
}
