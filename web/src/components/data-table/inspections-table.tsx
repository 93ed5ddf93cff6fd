import type { ReactElement } from "react";
import { LuClipboardList } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { messages, type Inspection } from "@aql-portal/shared";
import { rangeProblem, type RangeRequest } from "../../lib/list-filters";
import { ListEmpty } from "./list-empty";
import { PagedListTable, type PagedListTableProps } from "./paged-list-table";

/** As a row's menu and detail name it: "inspection 000123 (T1234)". */
export const inspectionRowName = (inspection: Inspection) => {
  const { inspectionNumber } = inspection;
  const { styleCode } = inspection.product;
  return t`inspection ${inspectionNumber} (${styleCode})`;
};

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
export function InspectionsTable({ noun, ...table }: InspectionsTableProps) {
  const { t } = useLingui();
  return (
    <PagedListTable
      {...table}
      label={t`Inspections`}
      getRowId={(inspection) => inspection.id}
      failedTo={messages.unableToFetchInspections}
      density="sm"
      rowName={inspectionRowName}
      noun={noun ?? [t`inspection`, t`inspections`]}
    />
  );
}

export interface InspectionsEmptyProps {
  /** The list's request: a range that cannot be sent says what to fix. */
  request: RangeRequest<unknown>;
  /** Present while the filters narrow the list: no match offers to clear them. */
  onClear?: (() => void) | undefined;
  /** What was looked for, e.g. "inspected from 27/12/2025 to 06/01/2026". */
  lookedFor: string;
  /** What the list says when nothing narrows it. */
  children: ReactElement;
}

/** What an inspections list shows in place of rows: the range to fix, no match for the filters, or its own words. */
export function InspectionsEmpty({ request, onClear, lookedFor, children }: InspectionsEmptyProps) {
  const { t } = useLingui();
  const clear = onClear && { label: t`Clear filters`, onClick: onClear };
  if (!request.ok) {
    return (
      <ListEmpty
        icon={<LuClipboardList />}
        title={t`Fix the date range to see inspections.`}
        detail={rangeProblem(request)}
        clear={clear}
      />
    );
  }
  if (!clear) return children;
  return (
    <ListEmpty
      icon={<LuClipboardList />}
      title={t`No inspections match these filters.`}
      detail={t`Looked for inspections ${lookedFor}.`}
      clear={clear}
    />
  );
}
