import { useMemo, useState } from "react";
import type { SortingState } from "@tanstack/react-table";
import { sortRows, type Comparator } from "./client-sort";

/**
 * A table of rows all on the page, sorted there: the DataTable props `data`, `sorting` and `onSortingChange`,
 * to spread onto it. `comparators` (by column id) should be a module-level value; the rows start in `initial`'s
 * order, or as given.
 */
export function useClientSort<T>(
  rows: readonly T[],
  comparators: Readonly<Record<string, Comparator<T>>>,
  initial: SortingState = [],
) {
  const [sorting, setSorting] = useState<SortingState>(initial);
  const data = useMemo(() => sortRows(rows, sorting, comparators), [rows, sorting, comparators]);
  return { data, sorting, onSortingChange: setSorting };
}
