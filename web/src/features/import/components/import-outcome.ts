import type { ImportResult, InspectionType } from "@aql-portal/shared";
import type { SpreadsheetRejection } from "../../../lib/spreadsheet-rejection";

/**
 * What the last upload ended in: imported, refused row by row (422), refused as a whole, or unconfirmed (the
 * whole file went out but the server's answer was cut off on its way back).
 */
export type ImportOutcome =
  | {
      kind: "imported";
      result: ImportResult;
      fileName: string;
      inspectionType: InspectionType;
      centreName: string;
    }
  | { kind: "rejected"; rejection: SpreadsheetRejection; fileName: string }
  | { kind: "failed"; status: number; message: string; fileName: string }
  | { kind: "unconfirmed"; fileName: string };

export type ImportedOutcome = Extract<ImportOutcome, { kind: "imported" }>;
export type RejectedOutcome = Extract<ImportOutcome, { kind: "rejected" }>;
export type FailedOutcome = Extract<ImportOutcome, { kind: "failed" }>;
export type UnconfirmedOutcome = Extract<ImportOutcome, { kind: "unconfirmed" }>;

/** True when the file changed nothing: every style, PO line and inspection was already as the file says. */
export function changedNothing(result: ImportResult): boolean {
  const { products, orders, inspections } = result;
  return (
    products.created + products.updated + orders.created + orders.updated === 0 &&
    inspections.created + inspections.updated + inspections.removed === 0
  );
}
