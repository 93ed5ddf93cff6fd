import type { ImportResult, InspectionType } from "@aql-portal/shared";
import type { SpreadsheetRejection } from "../../../lib/spreadsheet-rejection";

/** What the last upload ended in: imported, refused row by row (422), or refused as a whole. */
export type ImportOutcome =
  | {
      kind: "imported";
      result: ImportResult;
      fileName: string;
      inspectionType: InspectionType;
      centreName: string;
    }
  | { kind: "rejected"; rejection: SpreadsheetRejection; fileName: string }
  | { kind: "failed"; status: number; message: string; fileName: string };

export type ImportedOutcome = Extract<ImportOutcome, { kind: "imported" }>;
export type RejectedOutcome = Extract<ImportOutcome, { kind: "rejected" }>;
export type FailedOutcome = Extract<ImportOutcome, { kind: "failed" }>;

/** True when the file changed nothing: every style, PO line and inspection was already as the file says. */
export function changedNothing(result: ImportResult): boolean {
  const { products, orders, inspections } = result;
  return (
    products.created + products.updated + orders.created + orders.updated === 0 &&
    inspections.created + inspections.updated + inspections.removed === 0
  );
}

/** "15 Dec 2026" for an ISO date (a calendar day: no time zone may move it). */
export function formatDay(isoDate: string): string {
  const time = Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(time)) return isoDate;
  return new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(time);
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-GB");
}
