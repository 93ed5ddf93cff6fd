import type { ImportColumnKey } from "@aql-portal/shared";

/** A PO line as the import's spreadsheet holds it: a value for each column, by the column's key. */
export type Line = Partial<Record<ImportColumnKey, string | number>>;

/** A PO line of the demo tenant's supplier DKW (factory DKW1, category MKNIT): the fields a test does not name. */
export function demoLine(fields: Line): Line {
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
