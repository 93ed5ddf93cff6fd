import { useCallback, useMemo } from "react";
import { Box } from "@chakra-ui/react";
import type { SortingState } from "@tanstack/react-table";
import { LuClipboardList } from "react-icons/lu";
import { can, messages, type Inspection, formatDay } from "@aql-portal/shared";
import { inspectionRowName } from "../../../components/data-table/inspection-columns";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { PagedListTable } from "../../../components/data-table/paged-list-table";
import { PageHeader } from "../../../components/layouts/page-header";
import { useSession } from "../../../lib/auth/session-context";
import { rangeProblem, sortFromTable, sortingOf, SORT_PARAM } from "../../../lib/list-filters";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { useListFilters } from "../../../lib/use-list-params";
import { useToday } from "../../../lib/use-today";
import { useInspections } from "../api/list-inspections";
import { EditInspectionDialog } from "./edit-inspection-dialog";
import {
  FILTER_PARAMS,
  isInspectionSortKey,
  listRequest,
  readFilters,
  readSort,
  sortParam,
} from "./inspection-filters";
import { InspectionRowActionsContext } from "./inspection-row-actions";
import { inspectionsActionColumn, inspectionsColumns } from "./inspections-columns";
import { InspectionsToolbar } from "./inspections-toolbar";
import { useInspectionActions } from "./use-inspection-actions";

/** Every role that sees the list has the action column: the report opens from it. */
const INSPECTIONS_COLUMNS = [...inspectionsColumns, inspectionsActionColumn];

const DATE_FIELD_WORDS = { deliveryDate: "delivery date", inspectionDate: "inspection date" } as const;

/**
 * /user/manage-inspections (spec §2): the tenant's inspections (a supplier's own, as the server scopes them)
 * in a date range, filtered and sorted on the server, paged with continuation tokens. Each row's menu opens the
 * inspection's report; roles that may plan also edit, sync and delete from it, as far as the lifecycle allows.
 */
export function ManageInspectionsPage() {
  const { user, role } = useSession();
  const canPlan = can(role.name, "inspections:plan");
  const { params, setParam, setFilters, clearFilters, narrowed } = useListFilters(FILTER_PARAMS);
  const now = useToday();
  const filters = useMemo(() => readFilters(params, now), [params, now]);
  const sort = useMemo(() => readSort(params), [params]);
  const request = useMemo(() => listRequest(filters, sort), [filters, sort]);
  const sorting = useMemo(() => sortingOf(sort), [sort]);

  const suppliers = useCommonList("suppliers");
  const controlPoints = useMetaList("control-points");
  const list = useInspections(request.ok ? request.query : null);
  const { applyChanges, reload } = list;
  const retry = useCallback(() => void reload(), [reload]);
  const onChanged = useCallback((changed: Inspection) => applyChanges([changed]), [applyChanges]);
  const onRemoved = useCallback((removedId: string) => applyChanges([], [removedId]), [applyChanges]);
  const actions = useInspectionActions({ onChanged, onRemoved, onReloadList: retry });
  const { perform, closeEdit } = actions;
  const onRowAction = useMemo(
    () => (canPlan ? (...args: Parameters<typeof perform>) => void perform(...args) : null),
    [canPlan, perform],
  );

  const setSorting = (next: SortingState) => {
    const chosen = sortFromTable(next, isInspectionSortKey);
    if (chosen) setParam(SORT_PARAM, sortParam(chosen));
  };

  const range = `${DATE_FIELD_WORDS[filters.dateField]} from ${formatDay(filters.from)} to ${formatDay(filters.to)}`;
  const clear = { label: "Clear filters", onClick: clearFilters };
  const emptyState = !request.ok ? (
    <ListEmpty
      icon={<LuClipboardList />}
      title="Fix the date range to see inspections."
      detail={rangeProblem(request)}
      clear={narrowed ? clear : undefined}
    />
  ) : narrowed ? (
    <ListEmpty
      icon={<LuClipboardList />}
      title="No inspections match these filters."
      detail={`Looked for inspections with a ${range}.`}
      clear={clear}
    />
  ) : (
    <ListEmpty
      icon={<LuClipboardList />}
      title="No inspections delivered yesterday or today."
      detail={`Choose an earlier From date to see older ones${canPlan ? ", or import PO lines to create inspections" : ""}.`}
    />
  );

  return (
    <Box>
      <PageHeader
        title="Manage Inspections"
        description={
          user.supplier
            ? `Inspections of ${user.supplier.name}'s orders: when they are planned and how they went.`
            : canPlan
              ? "Plan inspections (inspector, date, level), keep them in step with their PO lines and follow their results."
              : "Inspections by delivery or inspection date, with their plan and results."
        }
      />
      <InspectionsToolbar
        filters={filters}
        onChange={setFilters}
        rangeError={request.ok ? null : request.message}
        suppliers={user.supplier ? null : (suppliers.data ?? [])}
        controlPoints={controlPoints.data ?? []}
        onClear={narrowed ? clearFilters : undefined}
      />
      <InspectionRowActionsContext value={onRowAction}>
        <PagedListTable
          label="Inspections"
          columns={INSPECTIONS_COLUMNS}
          list={list}
          failedTo={messages.unableToFetchInspections}
          getRowId={(inspection) => inspection.id}
          sorting={sorting}
          onSortingChange={setSorting}
          density="sm"
          rowName={inspectionRowName}
          empty={emptyState}
          noun={["inspection", "inspections"]}
        />
      </InspectionRowActionsContext>
      {canPlan ? (
        <EditInspectionDialog
          inspection={actions.editing}
          onClose={closeEdit}
          onSaved={(saved) => {
            closeEdit();
            void applyChanges([saved]);
          }}
          onReloaded={(latest) => void applyChanges([latest])}
        />
      ) : null}
    </Box>
  );
}
