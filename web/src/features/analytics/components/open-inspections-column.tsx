import { Button } from "@chakra-ui/react";
import type { RowData } from "@tanstack/react-table";
import { LuListChecks } from "react-icons/lu";
import { Trans } from "@lingui/react/macro";
import type { FigureColumn } from "../../../components/data-table/figure-table";

/** The last column of a table whose rows stand for inspections: a button that opens them. */
export function openInspectionsColumn<T extends RowData>(
  onOpen: (row: T) => void,
  /** What the button says to a screen reader, e.g. "Inspections of Acme". */
  label: (row: T) => string,
): FigureColumn<T> {
  return {
    id: "open",
    header: "",
    value: () => null,
    displayOnly: true,
    cell: (row) => (
      <Button
        size="xs"
        variant="ghost"
        colorPalette="brand"
        onClick={() => onOpen(row)}
        aria-label={label(row)}
      >
        <LuListChecks aria-hidden="true" />
        <Trans>Inspections</Trans>
      </Button>
    ),
  };
}
