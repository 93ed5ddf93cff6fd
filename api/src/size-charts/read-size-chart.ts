import {
  normaliseHeader,
  SIZE_CHART_LIMITS,
  type ImportProblem,
  type SizeChartPoint,
  parseTypedNumber,
} from "@aql-portal/shared";
import { displayValue, textValue, type Converted } from "../spreadsheets/cell-values";
import { HEADER_SEARCH_ROWS, type Cell, type Sheet, type SheetOptions } from "../spreadsheets/read-sheet";
import { fileRejected } from "../lib/errors";
import { rejectedWithProblems } from "../spreadsheets/rejections";

/** The template's sheet: points of measure down, sizes across. */
export const SIZE_CHART_SHEET: SheetOptions = {
  sheetName: "Size chart",
  maxRows: SIZE_CHART_LIMITS.maxRows,
  rowsAre: "points of measure",
};

/** The fixed columns, each with the names it answers to; every column after them is a size. */
export const SIZE_CHART_COLUMNS = {
  code: ["Code", "POM", "POM Code"],
  name: ["Point of measure", "Description", "POM Description", "Measurement"],
  toleranceMinus: ["Tolerance -", "Tol -", "Tolerance minus", "Minus tolerance"],
  tolerancePlus: ["Tolerance +", "Tol +", "Tolerance plus", "Plus tolerance"],
} as const;
type FixedColumn = keyof typeof SIZE_CHART_COLUMNS;

/** Headers match as import headers do (case, spacing, punctuation ignored), but "+" and "-" are words here. */
function headerKey(header: string): string {
  return normaliseHeader(header.replace(/\+/g, " plus ").replace(/[-−–]\s*$/, " minus "));
}

const COLUMN_BY_NAME = new Map<string, FixedColumn>(
  (Object.entries(SIZE_CHART_COLUMNS) as [FixedColumn, readonly string[]][]).flatMap(([key, names]) =>
    names.map((name) => [headerKey(name), key] as const),
  ),
);

export interface ReadSizeChart {
  sizes: string[];
  points: SizeChartPoint[];
}

const rejected = (problems: ImportProblem[]) =>
  rejectedWithProblems(problems, undefined, "the size chart was not saved");

/**
 * A size-chart sheet to its points of measure: finds the header (code, point of measure, tolerances, then one
 * column per size), reads each row's measurements in centimetres, and lists every problem at once.
 */
export function readSizeChart(sheet: Sheet): ReadSizeChart {
  const header = sheet.rows
    .filter((row) => row.rowNumber <= HEADER_SEARCH_ROWS)
    .find(
      (row) =>
        row.cells.filter((cell) => cell && COLUMN_BY_NAME.has(headerKey(displayValue(cell)))).length >= 2,
    );
  if (!header) {
    throw rejected([
      {
        row: null,
        column: null,
        value: "",
        message: `No header row with the columns ${Object.values(SIZE_CHART_COLUMNS)
          .map((names) => names[0])
          .join(", ")} and one column per size. Use the size-chart template.`,
      },
    ]);
  }
  const fixed = new Map<FixedColumn, number>();
  const sizes: { name: string; index: number; cell: Cell }[] = [];
  header.cells.forEach((cell, index) => {
    if (!cell) return;
    const key = COLUMN_BY_NAME.get(headerKey(displayValue(cell)));
    if (key) fixed.set(key, index);
    else if (index > Math.max(...fixed.values(), -1)) sizes.push({ name: displayValue(cell), index, cell });
  });
  const problems: ImportProblem[] = [];
  for (const key of Object.keys(SIZE_CHART_COLUMNS) as FixedColumn[]) {
    if (!fixed.has(key)) {
      problems.push({
        row: header.rowNumber,
        column: SIZE_CHART_COLUMNS[key][0],
        value: "",
        message: "This column is missing.",
      });
    }
  }
  if (sizes.length === 0)
    problems.push({
      row: header.rowNumber,
      column: null,
      value: "",
      message: "No size columns after the tolerances.",
    });
  if (sizes.length > SIZE_CHART_LIMITS.maxSizes) {
    problems.push({
      row: header.rowNumber,
      column: null,
      value: String(sizes.length),
      message: `At most ${SIZE_CHART_LIMITS.maxSizes} sizes.`,
    });
  }
  for (const size of sizes) {
    const name = textValue(size.cell);
    if (!name.ok)
      problems.push({
        row: header.rowNumber,
        column: size.name,
        value: size.name,
        message: `This size ${name.message}.`,
      });
  }
  const duplicateSizes = sizes.filter((size, i) => sizes.findIndex((s) => s.name === size.name) !== i);
  for (const size of duplicateSizes)
    problems.push({
      row: header.rowNumber,
      column: size.name,
      value: size.name,
      message: "This size appears twice.",
    });
  if (problems.length > 0) throw rejected(problems);

  const cellAt = (cells: (Cell | undefined)[], key: FixedColumn) => cells[fixed.get(key) ?? -1];
  const points: SizeChartPoint[] = [];
  const seen = new Map<string, number>();
  for (const row of sheet.rows.filter((r) => r.rowNumber > header.rowNumber)) {
    const problem = (column: string, cell: Cell | undefined, message: string) =>
      problems.push({ row: row.rowNumber, column, value: displayValue(cell), message });
    const code = required(cellAt(row.cells, "code"), textValue);
    const name = required(cellAt(row.cells, "name"), textValue);
    const minus = required(cellAt(row.cells, "toleranceMinus"), measurement);
    const plus = required(cellAt(row.cells, "tolerancePlus"), measurement);
    for (const [column, key, value] of [
      ["Code", "code", code],
      ["Point of measure", "name", name],
      ["Tolerance -", "toleranceMinus", minus],
      ["Tolerance +", "tolerancePlus", plus],
    ] as const) {
      if (!value.ok) problem(column, cellAt(row.cells, key), value.message);
    }
    const values: Record<string, number | null> = {};
    for (const size of sizes) {
      const cell = row.cells[size.index];
      const value = cell ? measurement(cell) : ({ ok: true, value: null } as const);
      if (value.ok) values[size.name] = value.value;
      else problem(size.name, cell, value.message);
    }
    if (code.ok) {
      const earlier = seen.get(code.value.toUpperCase());
      if (earlier !== undefined)
        problem("Code", cellAt(row.cells, "code"), `The point ${code.value} is already on row ${earlier}.`);
      seen.set(code.value.toUpperCase(), row.rowNumber);
    }
    if (code.ok && name.ok && minus.ok && plus.ok) {
      points.push({
        code: code.value.toUpperCase(),
        name: name.value,
        toleranceMinus: minus.value,
        tolerancePlus: plus.value,
        values,
      });
    }
  }
  if (problems.length > 0) throw rejected(problems);
  if (points.length === 0)
    throw fileRejected(400, "The size chart has no points of measure below its header row.");
  return { sizes: sizes.map((s) => s.name), points };
}

function required<T>(cell: Cell | undefined, convert: (cell: Cell) => Converted<T>): Converted<T> {
  return cell ? convert(cell) : { ok: false, message: "is required" };
}

/** Centimetres: a number, or text like "12.5" or "12,5" (a decimal comma), read as the tablet reads it. */
function measurement(cell: Cell): Converted<number> {
  const typed = cell.kind === "text" ? parseTypedNumber(cell.text, { whole: false, max: Infinity }) : null;
  const value = cell.kind === "number" ? cell.value : (typed?.value ?? NaN);
  if (!Number.isFinite(value)) return { ok: false, message: "is not a measurement in centimetres" };
  if (value < 0 || value > 1000) return { ok: false, message: "must be between 0 and 1,000 cm" };
  return { ok: true, value: Math.round(value * 100) / 100 };
}
