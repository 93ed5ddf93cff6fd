import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  normaliseHeader,
  type ImportColumnKey,
  type ImportProblem,
} from "@aql-portal/shared";
import * as XLSX from "xlsx";
import { HEADER_SEARCH_ROWS, type Cell, type Sheet, type SheetRow } from "../spreadsheets/read-sheet";
import { fileRejected } from "../lib/errors";
import { importRejected } from "./rejected";

/** Where each known column is: its index (A = 0) and its header as the file writes it. */
export type ColumnMap = Partial<Record<ImportColumnKey, { index: number; header: string }>>;

export interface LocatedRows {
  headerRow: number;
  columns: ColumnMap;
  /** The rows below the header with something in them. */
  dataRows: SheetRow[];
}

/** Every name a column answers to (its header and aliases), normalised: "PO  no." finds poNumber. */
const COLUMN_BY_NAME = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((column) =>
    [column.header, ...column.aliases].map((name) => [normaliseHeader(name), column.key] as const),
  ),
);

const REQUIRED = IMPORT_COLUMNS.filter((column) => column.required);

/**
 * Finds the header row (the first of the top rows that names every required column; order, case, spacing and
 * aliases do not matter, unknown columns are ignored) and the PO lines below it.
 */
export function findColumns(sheet: Sheet): LocatedRows {
  const candidates = sheet.rows.filter((row) => row.rowNumber <= HEADER_SEARCH_ROWS);
  if (sheet.rows.length === 0) {
    throw fileRejected(400, `Sheet “${sheet.name}” is empty. Fill in the template and upload it again.`);
  }
  const matched = candidates.map((row) => ({ row, columns: matchHeader(row) }));
  const complete = matched.find(({ columns }) => REQUIRED.every((column) => columns.has(column.key)));
  if (!complete) throw missingColumns(matched);

  const columns: ColumnMap = {};
  const duplicates: ImportProblem[] = [];
  for (const [key, found] of complete.columns) {
    const [first, ...others] = found;
    if (first) columns[key] = first;
    for (const other of others) {
      duplicates.push({
        row: complete.row.rowNumber,
        column: other.header,
        value: other.header,
        message: `Columns ${letter(first?.index)} (“${first?.header}”) and ${letter(other.index)} (“${other.header}”) are the same column: keep one.`,
      });
    }
  }
  if (duplicates.length > 0) throw importRejected(duplicates);

  const dataRows = sheet.rows.filter((row) => row.rowNumber > complete.row.rowNumber);
  if (dataRows.length === 0) {
    throw importRejected(
      [
        {
          row: complete.row.rowNumber + 1,
          column: null,
          value: "",
          message: "There are no PO lines below the header row.",
        },
      ],
      "The file has no PO lines below its header row; nothing was imported.",
    );
  }
  if (dataRows.length > IMPORT_LIMITS.maxRows) {
    throw fileRejected(
      413,
      `The file has ${dataRows.length.toLocaleString("en-GB")} PO lines: at most ${IMPORT_LIMITS.maxRows.toLocaleString("en-GB")} can be imported at once. Split it into smaller files.`,
    );
  }
  return { headerRow: complete.row.rowNumber, columns, dataRows };
}

function matchHeader(row: SheetRow): Map<ImportColumnKey, { index: number; header: string }[]> {
  const found = new Map<ImportColumnKey, { index: number; header: string }[]>();
  row.cells.forEach((cell, index) => {
    const header = headerText(cell);
    const key = header === undefined ? undefined : COLUMN_BY_NAME.get(normaliseHeader(header));
    if (key === undefined || header === undefined) return;
    found.set(key, [...(found.get(key) ?? []), { index, header }]);
  });
  return found;
}

function headerText(cell: Cell | undefined): string | undefined {
  if (cell?.kind === "text") return cell.text;
  if (cell?.kind === "number") return String(cell.value);
  return undefined;
}

/** The 422 for a sheet without a usable header: the row that came closest, and each column it lacks. */
function missingColumns(matched: { row: SheetRow; columns: Map<ImportColumnKey, unknown> }[]) {
  const best = matched.reduce<(typeof matched)[number] | undefined>(
    (a, b) => (a === undefined || b.columns.size > a.columns.size ? b : a),
    undefined,
  );
  const row = best?.row.rowNumber ?? 1;
  const missing = REQUIRED.filter((column) => !best?.columns.has(column.key));
  const problems: ImportProblem[] = missing.map((column) => ({
    row,
    column: column.header,
    value: "",
    message: `No “${column.header}” column. Name a column “${column.header}” (or ${column.aliases.join(", ")}).`,
  }));
  return importRejected(
    problems,
    `No header row names the required ${missing.length === 1 ? "column" : "columns"} ${missing.map((c) => c.header).join(", ")} (checked the first ${HEADER_SEARCH_ROWS} rows). Use the template's headers in row ${row}; nothing was imported.`,
  );
}

function letter(index: number | undefined): string {
  return XLSX.utils.encode_col(index ?? 0);
}
