import {
  memo,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { Box, Grid, HStack, IconButton, Skeleton, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import {
  FlexRender,
  functionalUpdate,
  useTable,
  type Cell,
  type ExpandedState,
  type Row,
  type RowData,
  type SortingState,
  type TableOptions,
} from "@tanstack/react-table";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronRight } from "react-icons/lu";
import { messages } from "@aql-portal/shared";
import { dataTableColumnHelper, dataTableFeatures, type DataTableFeatures } from "./columns";
import { DETAIL_TOGGLE_WIDTH, fitColumns, type FittableColumn } from "./fit-columns";
import { LoadFailure } from "../ui/load-failure";

export type DataTableStatus =
  { kind: "loading" } | { kind: "error"; message: string; onRetry: () => void } | { kind: "ready" };

/**
 * The table's status for a list read from the server: its skeleton until the first answer, the failure with a
 * retry, or its rows. `failedTo` leads the failure's message (e.g. "Unable to fetch inspections").
 */
export function listStatus(
  list: { error?: { message: string } | undefined; isLoading: boolean },
  retry: () => void,
  failedTo?: string,
): DataTableStatus {
  if (list.error) {
    const reason = list.error.message || messages.internalError;
    return { kind: "error", message: failedTo ? `${failedTo}: ${reason}` : reason, onRetry: retry };
  }
  return list.isLoading ? { kind: "loading" } : { kind: "ready" };
}

export interface DataTableProps<TData extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: TableOptions<DataTableFeatures, TData>["columns"];
  /** Must keep its identity between renders unless the rows changed (TanStack Table memoises on it). */
  data: TData[];
  getRowId: (row: TData) => string;
  /**
   * The sort the table shows and toggles; the caller supplies rows in that order (sorted by the server, or
   * on the page with sortRows). Without it, no column sorts.
   */
  sorting?: SortingState | undefined;
  onSortingChange?: ((sorting: SortingState) => void) | undefined;
  status: DataTableStatus;
  /** New rows are on their way (another sort or search) while the current ones stay on screen. */
  refreshing?: boolean;
  /** Shown in place of rows when the list is empty. */
  empty: ReactNode;
  skeletonRows?: number;
  /** Rows to show toned down (e.g. deleted users): muted text on a tinted background. */
  isRowMuted?: (row: TData) => boolean;
  /** Rows the user has picked (e.g. styles ticked for grouping): tinted in the brand colour. */
  isRowSelected?: (row: TData) => boolean;
  /**
   * Below this width the table scrolls sideways rather than squeezing its columns further. Not used by a table
   * whose columns carry priorities: that one fits its width (DataTableColumnMeta.priority).
   */
  minWidth?: string;
  /** What a row is called in its detail toggle ("More about T1234 · 7DB40D7409"); its id by default. */
  rowName?: (row: TData) => string;
  /** Cell padding: "sm" fits a wide list (many columns) on a tablet. Default "md". */
  density?: "sm" | "md";
  /** Above this height the rows scroll under a header that stays in view. */
  maxHeight?: string;
  /**
   * A click anywhere on a row opens it (the CARs list), as its link in a cell does: a convenience for the mouse and
   * the finger; the link stays the way in for the keyboard and screen readers. Clicks on a control are the
   * control's.
   */
  onRowClick?: (row: TData) => void;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const NO_SORTING: SortingState = [];

/**
 * A message in place of rows (empty, failed) stays in the visible part of a table wider than the screen: as
 * wide as the scroll area (a container query unit) and pinned to its left edge.
 */
const IN_VIEW = { position: "sticky", insetStart: "0", width: "100cqi", px: "4" } as const;

/** A column pinned to the right edge of the scroll area, over the cells scrolling beneath it. */
function stickyEnd(bg: string) {
  return { position: "sticky", insetInlineEnd: "0", zIndex: "1", bg } as const;
}

type Columns<TData extends RowData> = TableOptions<DataTableFeatures, TData>["columns"];

/** The id TanStack gives a column: its id, else its accessor key. */
function columnIdOf<TData extends RowData>(column: Columns<TData>[number]): string {
  if (column.id) return column.id;
  if ("accessorKey" in column && typeof column.accessorKey === "string") return column.accessorKey;
  throw new Error("A DataTable column needs an id or an accessor key");
}

/** The toggle column a fitted table puts first while some columns are in the rows' details. */
const DETAIL_COLUMN_ID = "__detail";

/** What a fitted table found out about its room. */
interface Measured {
  /** The room inside the table's border, px; null before the first measurement. */
  width: number | null;
  /** Columns the browser found no room for although the sums said there was (fitColumns' giveUp). */
  giveUp: number;
}

/**
 * A server-driven list: TanStack Table for the column model and sort state, Chakra for the markup. Renders
 * a real <table> with column headers; sortable headers are buttons and carry aria-sort.
 */
export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  sorting = NO_SORTING,
  onSortingChange,
  status,
  refreshing = false,
  empty,
  skeletonRows = 8,
  isRowMuted,
  isRowSelected,
  minWidth,
  density = "md",
  maxHeight,
  rowName,
  onRowClick,
}: DataTableProps<TData>) {
  const { t } = useLingui();
  const detailIds = useId();
  const leaves = useMemo<(FittableColumn & { stickyEnd: boolean })[]>(
    () =>
      columns.map((column) => ({
        id: columnIdOf(column),
        priority: column.meta?.priority,
        minWidth: column.meta?.minWidth,
        stickyEnd: column.meta?.stickyEnd ?? false,
      })),
    [columns],
  );
  // Fitting is for tables whose columns say how they give way; the others scroll sideways below minWidth.
  const fits = leaves.some((leaf) => leaf.priority !== undefined);

  const frame = useRef<HTMLDivElement>(null);
  const scrollArea = useRef<HTMLDivElement>(null);
  const tableElement = useRef<HTMLTableElement>(null);
  const [measured, setMeasured] = useState<Measured>({ width: null, giveUp: 0 });
  const loading = status.kind === "loading";
  useLayoutEffect(() => {
    const outer = frame.current;
    if (!fits || !outer) return;
    // The frame's width is the room there is; the table's own width changes when its content does. Either
    // change re-fits: a new width starts from the sums again, a table wider than its scroll area gives up one
    // more column (content wider than a column said it needs).
    const check = () => {
      const width = outer.clientWidth - 2; // the border
      const area = scrollArea.current;
      const overflowing = area !== null && area.scrollWidth > area.clientWidth + 1;
      setMeasured((previous) => {
        if (previous.width !== width) return { width, giveUp: 0 };
        if (overflowing && previous.giveUp < leaves.length) return { width, giveUp: previous.giveUp + 1 };
        return previous;
      });
    };
    const observer = new ResizeObserver(check);
    observer.observe(outer);
    if (tableElement.current) observer.observe(tableElement.current);
    check();
    return () => observer.disconnect();
  }, [fits, loading, leaves.length]);

  const keep = sorting[0]?.id;
  const fit = useMemo(() => {
    if (!fits || measured.width === null) return null;
    // The actions' room is set aside first: the sticky column is never laid over other cells.
    return fitColumns(
      leaves.map((leaf) => (leaf.stickyEnd ? { ...leaf, priority: undefined } : leaf)),
      measured.width,
      { keep, giveUp: measured.giveUp },
    );
  }, [fits, leaves, measured, keep]);
  const hidden = useMemo(() => new Set(fit?.hidden ?? []), [fit]);
  const someHidden = hidden.size > 0;

  const detailColumn = useMemo(
    () =>
      dataTableColumnHelper<TData>().display({
        id: DETAIL_COLUMN_ID,
        header: () => (
          <VisuallyHidden>
            <Trans>Details</Trans>
          </VisuallyHidden>
        ),
        meta: { width: `${DETAIL_TOGGLE_WIDTH}px` },
        cell: ({ row }) => (
          <DetailToggle
            name={rowName?.(row.original) ?? row.id}
            open={row.getIsExpanded()}
            controls={`${detailIds}-${row.id}`}
            onToggle={row.getToggleExpandedHandler()}
          />
        ),
      }),
    [rowName, detailIds],
  );
  const allColumns = useMemo<Columns<TData>>(
    () => (fits ? [detailColumn, ...columns] : columns),
    [fits, detailColumn, columns],
  );
  const columnVisibility = useMemo(
    () => ({
      [DETAIL_COLUMN_ID]: someHidden,
      ...Object.fromEntries([...hidden].map((id) => [id, false])),
    }),
    [hidden, someHidden],
  );
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    state: { sorting, columnVisibility, expanded },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
    enableSorting: onSortingChange !== undefined,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => someHidden,
    // A row stays open while the list refreshes around it (a save, the next page).
    autoResetExpanded: false,
  });
  const columnCount = table.getVisibleLeafColumns().length;

  // The first load draws a table-shaped placeholder that is not a <table>: no one (person, screen reader or
  // test) should mistake placeholder rows for data.
  if (status.kind === "loading") {
    const headers = table.getVisibleLeafColumns().map((column) => {
      const header = column.columnDef.header;
      return { id: column.id, label: typeof header === "string" ? header : "" };
    });
    const listName = label.toLowerCase();
    return (
      <Box ref={frame}>
        <Box layerStyle="card" overflowX="auto" aria-busy="true">
          <VisuallyHidden role="status">
            <Trans>Loading {listName}…</Trans>
          </VisuallyHidden>
          <Box minW={fits ? undefined : minWidth}>
            <Grid
              templateColumns={`repeat(${headers.length}, minmax(0, 1fr))`}
              bg="bg.subtle"
              borderBottomWidth="1px"
              aria-hidden="true"
            >
              {headers.map((header) => (
                <Text key={header.id} px="4" py="3" textStyle="overline" truncate>
                  {header.label}
                </Text>
              ))}
            </Grid>
            {Array.from({ length: skeletonRows }, (_, row) => (
              <Grid
                key={row}
                templateColumns={`repeat(${headers.length}, minmax(0, 1fr))`}
                borderBottomWidth={row === skeletonRows - 1 ? "0" : "1px"}
                aria-hidden="true"
              >
                {headers.map((header, index) => (
                  <Box key={header.id} px="4" py="3.5">
                    {/* Varied widths read as text rows rather than a grid of bars. */}
                    <Skeleton height="3.5" width={`${50 + ((row * 17 + index * 13) % 45)}%`} />
                  </Box>
                ))}
              </Grid>
            ))}
          </Box>
        </Box>
      </Box>
    );
  }

  let body: ReactNode;
  if (status.kind === "error") {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount} py="12" px="0">
          <LoadFailure
            {...IN_VIEW}
            title={t`This list could not be loaded.`}
            message={status.message}
            onRetry={status.onRetry}
          />
        </Table.Cell>
      </Table.Row>
    );
  } else if (data.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount} py="12" px="0">
          <Box {...IN_VIEW}>{empty}</Box>
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const expanded = row.getIsExpanded();
      return (
        <DataRow
          key={row.id}
          row={row}
          original={row.original}
          columns={allColumns}
          columnVisibility={columnVisibility}
          expanded={expanded}
          open={someHidden && expanded}
          muted={isRowMuted?.(row.original) ?? false}
          selected={isRowSelected?.(row.original) ?? false}
          detailId={`${detailIds}-${row.id}`}
          name={rowName?.(row.original) ?? row.id}
          hidden={hidden}
          onRowClick={onRowClick}
        />
      );
    });
  }

  return (
    <Box ref={frame}>
      <Table.ScrollArea
        ref={scrollArea}
        layerStyle="card"
        css={{ containerType: "inline-size" }}
        maxH={maxHeight}
      >
        <Table.Root
          ref={tableElement}
          size={density}
          stickyHeader={maxHeight !== undefined}
          // Cells wrap (the scroll area would keep them on one line), so a seven-column list fits a tablet;
          // headers stay on one line.
          whiteSpace="normal"
          minW={fits ? undefined : minWidth}
          aria-label={label}
          aria-busy={refreshing}
          opacity={refreshing ? 0.6 : 1}
          transitionProperty="opacity"
          transitionDuration="0.15s"
          transitionTimingFunction="ease"
        >
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.subtle">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const meta = header.column.columnDef.meta;
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      {...(meta?.stickyEnd ? stickyEnd("bg.subtle") : {})}
                      width={meta?.width}
                      title={meta?.hint}
                      // What fitting counted the column at: the browser may give it more, never less.
                      minW={fits && meta?.minWidth ? `${meta.minWidth}px` : undefined}
                      textAlign={meta?.align === "end" ? "end" : undefined}
                      aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : "none") : undefined}
                      // A sortable header is all button, so a click anywhere in it sorts.
                      p={canSort ? "0" : undefined}
                      textStyle="overline"
                      whiteSpace="nowrap"
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <HStack
                          asChild
                          gap="1.5"
                          w="full"
                          p="3"
                          font="inherit"
                          color={sorted ? "brand.fg" : "inherit"}
                          letterSpacing="inherit"
                          cursor="pointer"
                          borderRadius="sm"
                          _hover={{ color: "fg" }}
                          _focusVisible={{
                            outline: "2px solid",
                            outlineColor: "brand.focusRing",
                            outlineOffset: "-2px",
                          }}
                        >
                          <button type="button" onClick={header.column.getToggleSortingHandler()}>
                            <table.FlexRender header={header} />
                            <Box as="span" aria-hidden="true" fontSize="sm">
                              {sorted === "asc" ? (
                                <LuArrowUp />
                              ) : sorted === "desc" ? (
                                <LuArrowDown />
                              ) : (
                                <LuArrowUpDown />
                              )}
                            </Box>
                          </button>
                        </HStack>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/** The elements that are controls of their own (a link, a button, a field). */
const CONTROL_SELECTOR = "a, button, input, select, textarea, label";

/** Whether a click landed on a control of its own, which the row leaves to it. */
function isOnControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest(CONTROL_SELECTOR) !== null;
}

interface DataRowProps<TData extends RowData> {
  row: Row<DataTableFeatures, TData>;
  /** The row's record: drawn again when it is another object (changed, or read again and not the same). */
  original: TData;
  /** The columns and which are shown: the cells drawn. */
  columns: Columns<TData>;
  columnVisibility: Readonly<Record<string, boolean>>;
  expanded: boolean;
  /** Its detail shown beneath it (some columns are in the details and the row is expanded). */
  open: boolean;
  muted: boolean;
  selected: boolean;
  detailId: string;
  name: string;
  /** The columns in the detail. */
  hidden: ReadonlySet<string>;
  onRowClick: ((row: TData) => void) | undefined;
}

/**
 * One row, and its detail when open. Memoised on everything it draws but `row`, TanStack's object for it, which
 * is made again with every new list: a table drawn again because it is refreshing, or with rows read again from
 * the server (usePagedList keeps the records that did not change), draws again only the rows that changed.
 */
const DataRow = memo(
  function DataRow<TData extends RowData>({
    row,
    muted,
    selected,
    open,
    detailId,
    name,
    hidden,
    onRowClick,
  }: DataRowProps<TData>) {
    const rowBg = selected ? "brand.subtle" : muted ? "bg.muted" : undefined;
    const cells = row.getVisibleCells();
    return (
      <>
        <Table.Row
          bg={rowBg}
          color={muted ? "fg.muted" : undefined}
          data-selected={selected ? "" : undefined}
          {...(onRowClick
            ? {
                cursor: "pointer",
                _hover: { bg: rowBg ?? "bg.subtle" },
                onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                  if (isOnControl(event.target)) return;
                  onRowClick(row.original);
                },
              }
            : {})}
        >
          {cells.map((cell) => (
            <Table.Cell
              key={cell.id}
              textAlign={cell.column.columnDef.meta?.align === "end" ? "end" : undefined}
              // The detail reads as part of its row: no line between them.
              borderBottomWidth={open ? "0" : undefined}
              {...(cell.column.id === DETAIL_COLUMN_ID ? { pe: "0", ps: "2" } : {})}
              {...(cell.column.columnDef.meta?.stickyEnd ? stickyEnd(rowBg ?? "bg") : {})}
            >
              <FlexRender cell={cell} />
            </Table.Cell>
          ))}
        </Table.Row>
        {open ? (
          <Table.Row bg={rowBg} color={muted ? "fg.muted" : undefined}>
            <Table.Cell id={detailId} colSpan={cells.length} pt="0" pb="4" px="0">
              <RowDetail
                name={name}
                cells={row.getAllCells().filter((cell) => hidden.has(cell.column.id))}
                renderCell={(cell) => <FlexRender cell={cell} />}
              />
            </Table.Cell>
          </Table.Row>
        ) : null}
      </>
    );
  },
  (previous, next) =>
    (Object.keys(next) as (keyof DataRowProps<RowData>)[]).every(
      (key) => key === "row" || Object.is(previous[key], next[key]),
    ),
) as <TData extends RowData>(props: DataRowProps<TData>) => ReactElement;

/** The button that opens a row's detail: 40 px for a finger, first in the row. */
function DetailToggle({
  name,
  open,
  controls,
  onToggle,
}: {
  name: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <IconButton
      aria-label={t`More about ${name}`}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      variant="ghost"
      size="md"
      minW="10"
      h="10"
      color={open ? "brand.fg" : "fg.muted"}
      _hover={{ bg: "bg.emphasized", color: "fg" }}
      onClick={onToggle}
    >
      <Box
        as="span"
        transform={open ? "rotate(90deg)" : undefined}
        transitionProperty="transform"
        transitionDuration="0.15s"
        transitionTimingFunction="ease"
      >
        <LuChevronRight />
      </Box>
    </IconButton>
  );
}

/** A row's columns that did not fit, as name and value pairs in as many columns as the width allows. */
function RowDetail<TData extends RowData>({
  name,
  cells,
  renderCell,
}: {
  name: string;
  cells: Cell<DataTableFeatures, TData, unknown>[];
  renderCell: (cell: Cell<DataTableFeatures, TData, unknown>) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Grid
      as="dl"
      role="group"
      aria-label={t`More about ${name}`}
      templateColumns="repeat(auto-fill, minmax(10rem, 1fr))"
      columnGap="6"
      rowGap="3"
      ms={`${DETAIL_TOGGLE_WIDTH}px`}
      me="4"
      ps="3"
      pt="1"
      borderStartWidth="2px"
      borderColor="brand.muted"
    >
      {cells.map((cell) => {
        const { header, meta } = cell.column.columnDef;
        return (
          <Box key={cell.id} minW="0">
            <Text as="dt" textStyle="overline">
              {meta?.detailLabel ?? (typeof header === "string" ? header : cell.column.id)}
            </Text>
            <Box as="dd" mt="0.5">
              {renderCell(cell)}
            </Box>
          </Box>
        );
      })}
    </Grid>
  );
}
