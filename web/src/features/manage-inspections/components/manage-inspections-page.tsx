import { useCallback, useMemo, type ReactNode } from "react";
import { Box } from "@chakra-ui/react";
import { LuClipboardList } from "react-icons/lu";
import { useLingui } from "@lingui/react/macro";
import { can, type Inspection, formatDay } from "@aql-portal/shared";
import { InspectionsEmpty, InspectionsTable } from "../../../components/data-table/inspections-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { PageHeader } from "../../../components/layouts/page-header";
import { useSession } from "../../../lib/auth/session-context";
import { perLanguage } from "../../../lib/i18n";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { useListAddress } from "../../../lib/use-list-params";
import { useInspections } from "../api/list-inspections";
import { EditInspectionDialog } from "./edit-inspection-dialog";
import { INSPECTIONS_ADDRESS } from "./inspection-filters";
import { InspectionRowActionsContext } from "./inspection-row-actions";
import { inspectionsActionColumn, inspectionsColumns } from "./inspections-columns";
import { InspectionsToolbar } from "./inspections-toolbar";
import { useInspectionActions } from "./use-inspection-actions";

/** Every role that sees the list has the action column: the report opens from it. */
const allColumns = perLanguage(() => [...inspectionsColumns(), inspectionsActionColumn()]);

/**
 * /user/manage-inspections (spec §2): the tenant's inspections (a supplier's own, as the server scopes them)
 * in a date range, filtered and sorted on the server, paged with continuation tokens. Each row's menu opens the
 * inspection's report; roles that may plan also edit, sync and delete from it, as far as the lifecycle allows.
 */
export interface ManageInspectionsPageProps {
  /**
   * What comes first under the title, drawn by another feature (a supplier's corrective actions awaiting its
   * answer): the app composes it in (web/src/app/manage-inspections-route.tsx).
   */
  lead?: ReactNode;
}

export function ManageInspectionsPage({ lead }: ManageInspectionsPageProps = {}) {
  const { t } = useLingui();
  const { user, role } = useSession();
  const canPlan = can(role.name, "inspections:plan");
  const { filters, request, toolbar, table } = useListAddress(INSPECTIONS_ADDRESS);

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

  const from = formatDay(filters.from);
  const to = formatDay(filters.to);
  const lookedFor =
    filters.dateField === "deliveryDate"
      ? t`with a delivery date from ${from} to ${to}`
      : t`with a inspection date from ${from} to ${to}`;
  const emptyState = (
    <InspectionsEmpty request={request} onClear={toolbar.onClear} lookedFor={lookedFor}>
      <ListEmpty
        icon={<LuClipboardList />}
        title={t`No inspections delivered yesterday or today.`}
        detail={
          canPlan
            ? t`Choose an earlier From date to see older ones, or import PO lines to create inspections.`
            : t`Choose an earlier From date to see older ones.`
        }
      />
    </InspectionsEmpty>
  );

  const supplierName = user.supplier?.name;

  return (
    <Box>
      <PageHeader
        title={t`Manage Inspections`}
        description={
          user.supplier
            ? t`Inspections of ${supplierName}'s orders: when they are planned and how they went.`
            : canPlan
              ? t`Plan inspections (inspector, date, level), keep them in step with their PO lines and follow their results.`
              : t`Inspections by delivery or inspection date, with their plan and results.`
        }
      />
      {lead}
      <InspectionsToolbar
        {...toolbar}
        suppliers={user.supplier ? null : (suppliers.data ?? [])}
        controlPoints={controlPoints.data ?? []}
      />
      <InspectionRowActionsContext value={onRowAction}>
        <InspectionsTable {...table} columns={allColumns()} list={list} empty={emptyState} />
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
