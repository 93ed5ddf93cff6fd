import { memo, type ReactElement } from "react";
import type { RowData } from "@tanstack/react-table";
import type { PagedList } from "../../lib/use-paged-list";
import { DataTable, listStatus, type DataTableProps } from "./data-table";
import { ListFooter } from "./list-footer";

export interface PagedListTableProps<T extends RowData> extends Omit<
  DataTableProps<T>,
  "data" | "status" | "refreshing"
> {
  /** The list read page after page (usePagedList): its rows, loading, failure, refresh and "Load more". */
  list: PagedList<T>;
  /** What failed, leading the reason (e.g. "Unable to fetch inspections"); the reason alone without it. */
  failedTo?: string;
  /** Singular and plural noun of the footer's count, e.g. ["user", "users"]. */
  noun: readonly [string, string];
}

/**
 * A server list's table and its footer: the skeleton, the failure with a retry, the rows, "Load more".
 *
 * Memoised: a page that draws itself again with the same props (another parameter of its address changed, a
 * drawer opened over it) does not draw every row again. Given props that keep their identity (module-level
 * columns and functions, usePagedList's list, useListAddress's `table`), it is drawn only when they change.
 */
export const PagedListTable = memo(function PagedListTable<T extends RowData>({
  list,
  failedTo,
  noun,
  ...table
}: PagedListTableProps<T>) {
  return (
    <>
      <DataTable
        {...table}
        data={list.items}
        status={listStatus(list, () => void list.reload(), failedTo)}
        refreshing={list.isRefreshing}
      />
      <ListFooter list={list} noun={noun} />
    </>
  );
}) as <T extends RowData>(props: PagedListTableProps<T>) => ReactElement;
