import { messages, type Inspection } from "@aql-portal/shared";
import { PagedListTable, type PagedListTableProps } from "./paged-list-table";

/** As a row's menu and detail name it: "inspection 000123 (T1234)". */
export const inspectionRowName = (inspection: Inspection) =>
  `inspection ${inspection.inspectionNumber} (${inspection.product.styleCode})`;

export type InspectionsTableProps = Omit<
  PagedListTableProps<Inspection>,
  "label" | "getRowId" | "failedTo" | "density" | "rowName" | "noun"
> & {
  /** The footer's count of rows; "inspection(s)" by default. */
  noun?: readonly [string, string];
};

/**
 * A server list of inspections (Manage Inspections, the client's Inspection tab): many columns, so dense; each
 * row named by its number and style.
 */
export function InspectionsTable({ noun = ["inspection", "inspections"], ...table }: InspectionsTableProps) {
  return (
    <PagedListTable
      {...table}
      label="Inspections"
      getRowId={(inspection) => inspection.id}
      failedTo={messages.unableToFetchInspections}
      density="sm"
      rowName={inspectionRowName}
      noun={noun}
    />
  );
}
