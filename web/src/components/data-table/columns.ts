import {
  createColumnHelper,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  type RowData,
} from "@tanstack/react-table";

/** Per-column presentation hints read by DataTable. */
export interface DataTableColumnMeta {
  /** CSS width of the column, e.g. "120px" or "20%". */
  width?: string;
  align?: "start" | "end";
  /** Keeps the column in view at the right edge when the table scrolls sideways (row actions on a tablet). */
  stickyEnd?: boolean;
}

/**
 * The table features every list in the app uses: sorting state only. Sorting is done by the server
 * (manualSorting), so no sorted row model or sort functions are registered.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
