import { createContext, use } from "react";
import { LuFileText, LuPencil, LuRefreshCw, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { checkDelete, isPlannable, type Inspection } from "@aql-portal/shared";
import { perLanguage } from "../../../lib/i18n";
import { inspectionReportPath } from "../../../lib/inspections";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { canEdit } from "./inspection-form-values";

/** What a planner does to an inspection from its row (the report opens for everyone). */
export type PlannerAction = "edit" | "sync" | "delete";
type RowMenuAction = PlannerAction | "report";

const rowActions = perLanguage((): Readonly<Record<RowMenuAction, RowAction<RowMenuAction>>> => ({
  report: { value: "report", label: t`Open report`, icon: LuFileText },
  edit: { value: "edit", label: t`Edit`, icon: LuPencil },
  sync: { value: "sync", label: t`Sync with PO lines`, icon: LuRefreshCw },
  delete: { value: "delete", label: t`Delete`, icon: LuTrash2, destructive: true },
}));

/**
 * The row's menu in groups: the report (every role that sees the row), then what the lifecycle lets a planner
 * do to the inspection in its status now, then the destructive one apart.
 */
export function availableActions(inspection: Inspection, canPlan: boolean): RowAction<RowMenuAction>[][] {
  const actions = rowActions();
  if (!canPlan) return [[actions.report]];
  return [
    [actions.report],
    [
      ...(canEdit(inspection.status) ? [actions.edit] : []),
      // Sync re-derives the lot from its PO lines: only before the lot is being inspected.
      ...(isPlannable(inspection.status) ? [actions.sync] : []),
    ],
    checkDelete(inspection.status).allowed ? [actions.delete] : [],
  ];
}

/**
 * The table's columns are fixed; what the planner's actions do comes through context, so a list refresh does
 * not remount every cell (closing an open menu). No provider: only the report (read-only roles).
 */
export const InspectionRowActionsContext = createContext<
  ((inspection: Inspection, action: PlannerAction) => void) | null
>(null);

export function InspectionRowActions({ inspection }: { inspection: Inspection }) {
  const { t } = useLingui();
  const onAction = use(InspectionRowActionsContext);
  const navigate = useNavigate();
  const { inspectionNumber } = inspection;
  const { styleCode } = inspection.product;
  return (
    <RowActionsMenu
      label={t`Actions for inspection ${inspectionNumber} (${styleCode})`}
      groups={availableActions(inspection, onAction !== null)}
      onAction={(action) => {
        if (action === "report") void navigate(inspectionReportPath(inspection.id));
        else onAction?.(inspection, action);
      }}
    />
  );
}
