import type { ReactNode } from "react";
import { Table } from "@chakra-ui/react";
import { overlineStyle } from "../../../components/ui/overline";

/** A column of figures: its header aligned to the end, over its numbers. */
export interface FigureColumn {
  label: string;
  end: true;
}

export interface ReportTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly (string | FigureColumn)[];
  /** A first, narrow column before the named ones, e.g. a select-all box. */
  leading?: ReactNode;
  /** Headers kept on one line (narrow columns). */
  nowrap?: boolean;
  /** Scrolls inside this height, the header staying in view. */
  maxH?: string;
  mt?: string;
  busy?: boolean;
  /** The rows (Table.Row). */
  children: ReactNode;
}

/** A compact table of the report (and its versions): framed, headers in small capitals on a tinted row. */
export function ReportTable({ label, columns, leading, nowrap, maxH, mt, busy, children }: ReportTableProps) {
  return (
    <Table.ScrollArea layerStyle="inset" maxH={maxH} mt={mt}>
      <Table.Root size="sm" aria-label={label} aria-busy={busy} stickyHeader={maxH !== undefined}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {leading ? <Table.ColumnHeader w="12">{leading}</Table.ColumnHeader> : null}
            {columns.map((column) => {
              const { label: name, end } =
                typeof column === "string" ? { label: column, end: false } : column;
              return (
                <Table.ColumnHeader
                  key={name}
                  {...overlineStyle}
                  textAlign={end ? "end" : undefined}
                  whiteSpace={nowrap ? "nowrap" : undefined}
                >
                  {name}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
