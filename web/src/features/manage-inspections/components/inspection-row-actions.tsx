import { createContext, use } from "react";
import { LuFileText, LuPencil, LuRefreshCw, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { checkDelete, isPlannable, type Inspection } from "@aql-portal/shared";
import { inspectionReportPath } from "../../../lib/inspections";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { canEdit } from "./inspection-form-values";

/** What a planner does to an inspection from its row (the report opens for everyone). */
export type PlannerAction = "edit" | "sync" | "delete";
type RowMenuAction = PlannerAction | "report";

const REPORT: RowAction<RowMenuAction> = { value: "report", label: "Open report", icon: LuFileText };
const EDIT: RowAction<RowMenuAction> = { value: "edit", label: "Edit", icon: LuPencil };
const SYNC: RowAction<RowMenuAction> = { value: "sync", label: "Sync with PO lines", icon: LuRefreshCw };
const DELETE: RowAction<RowMenuAction> = {
  value: "delete",
  label: "Delete",
  icon: LuTrash2,
  destructive: true,
};

/**
 * The row's menu in groups: the report (every role that sees the row), then what the lifecycle lets a planner
 * do to the inspection in its status now, then the destructive one apart.
 */
export function availableActions(inspection: Inspection, canPlan: boolean): RowAction<RowMenuAction>[][] {
  if (!canPlan) return [[REPORT]];
  return [
    [REPORT],
    [
      ...(canEdit(inspection.status) ? [EDIT] : []),
      // Sync re-derives the lot from its PO lines: only before the lot is being inspected.
      ...(isPlannable(inspection.status) ? [SYNC] : []),
    ],
    checkDelete(inspection.status).allowed ? [DELETE] : [],
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
  const onAction = use(InspectionRowActionsContext);
  const navigate = useNavigate();
  return (
    <RowActionsMenu
      label={`Actions for inspection ${inspection.inspectionNumber} (${inspection.product.styleCode})`}
      groups={availableActions(inspection, onAction !== null)}
      onAction={(action) => {
        if (action === "report") void navigate(inspectionReportPath(inspection.id));
        else onAction?.(inspection, action);
      }}
    />
  );
}
