import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  type RowData,
} from "@tanstack/react-table";

/** Per-column presentation hints read by DataTable. */
export interface DataTableColumnMeta {
  /** CSS width of the column, e.g. "120px" or "20%". */
  width?: string;
  align?: "start" | "end";
  /**
   * The row's actions: kept at the right edge. In a table that fits its width (below) the column is always
   * shown and its room is set aside first, so it never sits over other cells; in one that scrolls sideways it
   * stays in view over the cells scrolling beneath it.
   */
  stickyEnd?: boolean;
  /**
   * A table whose columns carry priorities fits its width instead of scrolling sideways: it shows the columns
   * without a priority, then the others in priority order (1 first) for as long as they fit, and each row opens
   * a detail with the rest (fit-columns.ts).
   */
  priority?: number;
  /** The room the column needs to read well, in px with its padding: what fitting adds up (default 120). */
  minWidth?: number;
  /** The column's name in a row's detail when its header is not plain text. */
  detailLabel?: string;
  /** Said on hover over the header: what the column is, e.g. its name in the spec or an export. */
  hint?: string;
}

/**
 * The table features every list in the app uses: sorting state, and for tables that fit their width the
 * columns shown and the rows opened. Sorting is done by the server (manualSorting), so no sorted row model or
 * sort functions are registered; an opened row shows a detail beneath it, not sub-rows, so no expanded row
 * model either.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  rowExpandingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
