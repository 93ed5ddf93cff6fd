/** The column of "show more" buttons a fitted table adds at the start of each row when some columns are hidden. */
export const DETAIL_TOGGLE_WIDTH = 52;
/** The room a column is counted at when it does not say what it needs. */
export const DEFAULT_COLUMN_WIDTH = 120;

export interface FittableColumn {
  id: string;
  /** 1 gives way last; without one the column is always shown (the row's name, its actions). */
  priority?: number | undefined;
  /** The room it needs in px, padding included. */
  minWidth?: number | undefined;
}

export interface ColumnFit {
  /** Every column shown, in the order given. */
  shown: readonly string[];
  /** Columns left for the row's detail, in the order given. */
  hidden: readonly string[];
}

export interface FitOptions {
  /** A column shown whatever its priority: the one the list is sorted by, so the sort stays in view. */
  keep?: string | undefined;
  /**
   * How many more of the columns that were counted in to give up: the browser found the table wider than the
   * sum (content wider than a column said it needs), so the next least important column goes too.
   */
  giveUp?: number;
}

const widthOf = (column: FittableColumn) => column.minWidth ?? DEFAULT_COLUMN_WIDTH;

/**
 * Which columns a table of `available` px shows. Everything, when it all fits; otherwise the columns without a
 * priority (and `keep`), then the others in priority order for as long as they fit beside the detail toggle.
 * A strict prefix of the priority order: a narrower column further down never jumps ahead of a wider, more
 * important one, so each width shows a predictable set.
 */
export function fitColumns(
  columns: readonly FittableColumn[],
  available: number,
  { keep, giveUp = 0 }: FitOptions = {},
): ColumnFit {
  const required = (column: FittableColumn) => column.priority === undefined || column.id === keep;
  const total = columns.reduce((sum, column) => sum + widthOf(column), 0);
  if (total <= available && giveUp === 0) return { shown: columns.map((c) => c.id), hidden: [] };

  let room =
    available -
    DETAIL_TOGGLE_WIDTH -
    columns.filter(required).reduce((sum, column) => sum + widthOf(column), 0);
  const ranked = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !required(column))
    .sort((a, b) => (a.column.priority ?? 0) - (b.column.priority ?? 0) || a.index - b.index);
  const counted: string[] = [];
  for (const { column } of ranked) {
    room -= widthOf(column);
    if (room < 0) break;
    counted.push(column.id);
  }
  const chosen = new Set(counted.slice(0, Math.max(0, counted.length - giveUp)));
  const shown = columns.filter((c) => required(c) || chosen.has(c.id)).map((c) => c.id);
  const hidden = columns.filter((c) => !required(c) && !chosen.has(c.id)).map((c) => c.id);
  return { shown, hidden };
}
