import { IMPORT_COLUMNS, type ImportColumnKey } from "@aql-portal/shared";

/**
 * PO lines as planners import them, for the tests and the benchmarks (no test runner needed): the demo tenant's
 * usual line, and the import template's table of lines.
 */

/** A PO line as an import file gives it: values by the template's column keys. */
export type PoLineRow = Partial<Record<ImportColumnKey, string | number>>;

/** A PO line of the demo tenant's supplier DKW (factory DKW1), a navy men's knitwear style of AW26, but for `fields`. */
export function demoLine(fields: PoLineRow): PoLineRow {
  return {
    styleName: "E2E crew neck jumper",
    colourCode: "041",
    colourName: "Navy",
    seasonCode: "AW26",
    productCategory: "MKNIT",
    supplier: "DKW",
    factory: "DKW1",
    ...fields,
  };
}

/** The template's table of these lines: its header row, then a row a line (empty where a line gives nothing). */
export function poLinesTable(lines: readonly PoLineRow[]): (string | number)[][] {
  return [
    IMPORT_COLUMNS.map((column) => column.header),
    ...lines.map((line) => IMPORT_COLUMNS.map((column) => line[column.key] ?? "")),
  ];
}
