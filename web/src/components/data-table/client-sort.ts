import type { SortingState } from "@tanstack/react-table";

export type Comparator<T> = (a: T, b: T) => number;

/**
 * Sorts rows that are all on the page (an import's answer, its problems) by the table's sort state: the
 * DataTable shows and toggles the sort, this orders the rows. Stable, so equal rows keep the server's order.
 */
export function sortRows<T>(
  rows: readonly T[],
  sorting: SortingState,
  comparators: Readonly<Record<string, Comparator<T>>>,
): T[] {
  const sort = sorting[0];
  const compare = sort ? comparators[sort.id] : undefined;
  if (!sort || !compare) return [...rows];
  const direction = sort.desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row, b.row) * direction || a.index - b.index)
    .map(({ row }) => row);
}

const collator = new Intl.Collator("en-GB", { numeric: true, sensitivity: "base" });

/** Text in the order people expect: case ignored, "T2" before "T10". */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Numbers ascending; nulls (a problem with the file as a whole) first. */
export function compareNullableNumbers(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a - b;
}
