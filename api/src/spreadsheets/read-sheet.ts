import { normaliseHeader } from "@aql-portal/shared";
import * as XLSX from "xlsx";
import { fileRejected } from "../lib/errors";
import { rejectedWithProblems } from "./rejections";
import type { SpreadsheetFile } from "./spreadsheet-file";

/** One cell as the spreadsheet holds it, before any column's rules are applied. */
export type Cell =
  | { kind: "text"; text: string }
  /** `format` is the cell's number format ("General", "000000", "dd/mm/yyyy"...); CSV cells are all text. */
  | { kind: "number"; value: number; format: string }
  | { kind: "boolean"; value: boolean }
  | { kind: "error"; text: string };

/** A row with something in it, numbered as the spreadsheet numbers it (the first row is 1). */
export interface SheetRow {
  rowNumber: number;
  /** By column, A = 0; undefined where the cell is empty. */
  cells: (Cell | undefined)[];
}

export interface Sheet {
  name: string;
  rows: SheetRow[];
  /** Excel serial dates count from 1904 in this workbook (old Mac Excel), not 1900. */
  date1904: boolean;
}

/** The header may sit below a title: it is looked for in this many rows. */
export const HEADER_SEARCH_ROWS = 10;
export interface SheetOptions {
  /** The sheet a template names; a workbook without it is read from its first sheet. */
  sheetName: string;
  /** Data rows accepted below the header; a sheet going further is refused unread. */
  maxRows: number;
  /** What the rows are, for messages: "PO lines", "points of measure". */
  rowsAre: string;
}

const ERROR_TEXT: Record<number, string> = {
  0x00: "#NULL!",
  0x07: "#DIV/0!",
  0x0f: "#VALUE!",
  0x17: "#REF!",
  0x1d: "#NAME?",
  0x24: "#NUM!",
  0x2a: "#N/A",
  0x2b: "#GETTING_DATA",
};

/**
 * Reads the data sheet's rows with SheetJS (the fixed build): values as stored, never as displayed, so codes
 * keep every digit. A sheet with formulas is refused: their stored results may be stale or missing (other
 * writers than Excel store none), and the planner should send the values they see.
 */
export function readSheet(file: SpreadsheetFile, options: SheetOptions): Sheet {
  const rowsRead = HEADER_SEARCH_ROWS + options.maxRows;
  const workbook =
    file.kind === "xlsx"
      ? readWorkbook(() =>
          XLSX.read(file.bytes, {
            type: "array",
            dense: true,
            cellFormula: true,
            // Without stubs SheetJS drops formula cells that have no stored result, and they would go unnoticed.
            sheetStubs: true,
            cellNF: true,
            cellText: false,
            cellHTML: false,
            cellDates: false,
            sheetRows: rowsRead,
          }),
        )
      : // raw: every CSV value stays the text it is ("0045" is not the number 45, "1/2" is not a date).
        readWorkbook(() =>
          XLSX.read(file.text, { type: "string", raw: true, dense: true, sheetRows: rowsRead }),
        );
  const name =
    workbook.SheetNames.find((n) => normaliseHeader(n) === normaliseHeader(options.sheetName)) ??
    workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (name === undefined || !sheet)
    throw fileRejected(400, "The workbook has no sheets. Fill in the template and upload it again.");
  checkRowCount(sheet, name, rowsRead, options);
  const rows: SheetRow[] = [];
  (sheet["!data"] ?? []).forEach((row, r) => {
    if (!row) return;
    const cells: (Cell | undefined)[] = [];
    row.forEach((cell, c) => {
      if (!cell) return;
      if (cell.f !== undefined || cell.F !== undefined || (file.kind === "csv" && isCsvFormula(cell))) {
        const address = XLSX.utils.encode_cell({ r, c });
        throw rejectedWithProblems(
          [
            {
              row: r + 1,
              column: null,
              value: cellText(cell),
              message: `Cell ${address} holds a formula: paste values only.`,
            },
          ],
          `Cell ${address} holds a formula: paste values only (copy the cells, then Paste Special › Values), save and upload again. Nothing was saved.`,
        );
      }
      cells[c] = toCell(cell);
    });
    if (cells.some((cell) => cell !== undefined)) rows.push({ rowNumber: r + 1, cells });
  });
  return { name, rows, date1904: workbook.Workbook?.WBProps?.date1904 === true };
}

function readWorkbook(read: () => XLSX.WorkBook): XLSX.WorkBook {
  try {
    return read();
  } catch (error) {
    throw fileRejected(
      415,
      `The file could not be read as a spreadsheet (${error instanceof Error ? error.message : String(error)}). Open it in Excel, save it as .xlsx or .csv and upload it again.`,
    );
  }
}

function checkRowCount(sheet: XLSX.WorkSheet, name: string, rowsRead: number, options: SheetOptions): void {
  // "!fullref" is the sheet's whole range when sheetRows cut it short; the typings leave it untyped.
  const full: unknown = sheet["!fullref"];
  const range = typeof full === "string" ? full : sheet["!ref"];
  if (!range) return;
  const lastRow = XLSX.utils.decode_range(range).e.r + 1;
  if (lastRow > rowsRead) {
    throw fileRejected(
      413,
      `Sheet “${name}” goes down to row ${lastRow.toLocaleString("en-GB")}: at most ${options.maxRows.toLocaleString("en-GB")} ${options.rowsAre} are taken at once. Split the file, or delete the empty rows below your data.`,
    );
  }
}

function isCsvFormula(cell: XLSX.CellObject): boolean {
  return typeof cell.v === "string" && cell.v.trimStart().startsWith("=");
}

function toCell(cell: XLSX.CellObject): Cell | undefined {
  switch (cell.t) {
    case "s": {
      const text = String(cell.v ?? "").trim();
      return text === "" ? undefined : { kind: "text", text };
    }
    case "n":
      return typeof cell.v === "number" && Number.isFinite(cell.v)
        ? { kind: "number", value: cell.v, format: typeof cell.z === "string" ? cell.z : "General" }
        : undefined;
    case "b":
      return { kind: "boolean", value: cell.v === true };
    case "e":
      return { kind: "error", text: ERROR_TEXT[Number(cell.v)] ?? "#ERROR" };
    default:
      // "z": an empty cell that only carries formatting; "d" does not occur (dates are read as serial numbers).
      return undefined;
  }
}

function cellText(cell: XLSX.CellObject): string {
  return cell.f !== undefined ? `=${cell.f}` : String(cell.v ?? "");
}
