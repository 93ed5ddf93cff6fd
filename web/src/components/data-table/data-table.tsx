import type { ReactNode } from "react";
import { Box, Button, chakra, Grid, Skeleton, Table, Text, VisuallyHidden, VStack } from "@chakra-ui/react";
import {
  functionalUpdate,
  useTable,
  type RowData,
  type SortingState,
  type TableOptions,
} from "@tanstack/react-table";
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuRefreshCw, LuTriangleAlert } from "react-icons/lu";
import { dataTableFeatures, type DataTableFeatures } from "./columns";

export type DataTableStatus =
  { kind: "loading" } | { kind: "error"; message: string; onRetry: () => void } | { kind: "ready" };

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
  /** Below this width the table scrolls sideways rather than squeezing its columns further. */
  minWidth?: string;
  /** Cell padding: "sm" fits a wide list (many columns) on a tablet. Default "md". */
  density?: "sm" | "md";
  /** Above this height the rows scroll under a header that stays in view. */
  maxHeight?: string;
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
}: DataTableProps<TData>) {
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
    enableSorting: onSortingChange !== undefined,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });
  const columnCount = table.getAllLeafColumns().length;

  // The first load draws a table-shaped placeholder that is not a <table>: no one (person, screen reader or
  // test) should mistake placeholder rows for data.
  if (status.kind === "loading") {
    const headers = table.getAllLeafColumns().map((column) => {
      const header = column.columnDef.header;
      return { id: column.id, label: typeof header === "string" ? header : "" };
    });
    return (
      <Box borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg" overflowX="auto" aria-busy="true">
        <VisuallyHidden role="status">Loading {label.toLowerCase()}…</VisuallyHidden>
        <Box minW={minWidth}>
          <Grid
            templateColumns={`repeat(${headers.length}, minmax(0, 1fr))`}
            bg="bg.subtle"
            borderBottomWidth="1px"
            aria-hidden="true"
          >
            {headers.map((header) => (
              <Text
                key={header.id}
                px="4"
                py="3"
                fontSize="xs"
                fontWeight="bold"
                letterSpacing="wider"
                color="fg.muted"
                whiteSpace="nowrap"
                overflow="hidden"
                textOverflow="ellipsis"
              >
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
    );
  }

  let body: ReactNode;
  if (status.kind === "error") {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount} py="12" px="0">
          <VStack gap="3" role="alert" {...IN_VIEW}>
            <Box color="fg.error" fontSize="2xl" aria-hidden="true">
              <LuTriangleAlert />
            </Box>
            <Text fontWeight="semibold">This list could not be loaded.</Text>
            <Text color="fg.muted" fontSize="sm">
              {status.message}
            </Text>
            <Button size="sm" variant="outline" onClick={status.onRetry}>
              <LuRefreshCw aria-hidden="true" />
              Try again
            </Button>
          </VStack>
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
      const muted = isRowMuted?.(row.original) ?? false;
      const selected = isRowSelected?.(row.original) ?? false;
      const rowBg = selected ? "brand.subtle" : muted ? "bg.muted" : undefined;
      return (
        <Table.Row
          key={row.id}
          bg={rowBg}
          color={muted ? "fg.muted" : undefined}
          data-selected={selected ? "" : undefined}
        >
          {row.getAllCells().map((cell) => (
            <Table.Cell
              key={cell.id}
              textAlign={cell.column.columnDef.meta?.align === "end" ? "end" : undefined}
              {...(cell.column.columnDef.meta?.stickyEnd ? stickyEnd(rowBg ?? "bg") : {})}
            >
              <table.FlexRender cell={cell} />
            </Table.Cell>
          ))}
        </Table.Row>
      );
    });
  }

  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
      css={{ containerType: "inline-size" }}
      maxH={maxHeight}
    >
      <Table.Root
        size={density}
        stickyHeader={maxHeight !== undefined}
        // Cells wrap (the scroll area would keep them on one line), so a seven-column list fits a tablet;
        // headers stay on one line.
        whiteSpace="normal"
        minW={minWidth}
        aria-label={label}
        aria-busy={refreshing}
        opacity={refreshing ? 0.6 : 1}
        transition="opacity 0.15s ease"
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
                    textAlign={meta?.align === "end" ? "end" : undefined}
                    aria-sort={canSort ? (sorted ? ARIA_SORT[sorted] : "none") : undefined}
                    // A sortable header is all button, so a click anywhere in it sorts.
                    p={canSort ? "0" : undefined}
                    fontSize="xs"
                    fontWeight="bold"
                    letterSpacing="wider"
                    color="fg.muted"
                    whiteSpace="nowrap"
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <chakra.button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        display="flex"
                        alignItems="center"
                        gap="1.5"
                        w="full"
                        px="3"
                        py="3"
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
                      </chakra.button>
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
  );
}
