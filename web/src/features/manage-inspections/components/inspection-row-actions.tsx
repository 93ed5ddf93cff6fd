import { createContext, use } from "react";
import { LuPencil, LuRefreshCw, LuTrash2 } from "react-icons/lu";
import { checkDelete, isPlannable, type Inspection } from "@aql-portal/shared";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { canEdit } from "./inspection-form-values";

export type InspectionAction = "edit" | "sync" | "delete";

const EDIT: RowAction<InspectionAction> = { value: "edit", label: "Edit", icon: LuPencil };
const SYNC: RowAction<InspectionAction> = { value: "sync", label: "Sync with PO lines", icon: LuRefreshCw };
const DELETE: RowAction<InspectionAction> = {
  value: "delete",
  label: "Delete",
  icon: LuTrash2,
  destructive: true,
};

/**
 * What the lifecycle lets a planner do to an inspection in its status now, in menu groups: everyday changes,
 * then the destructive one apart.
 */
export function availableActions(inspection: Inspection): RowAction<InspectionAction>[][] {
  return [
    [
      ...(canEdit(inspection.status) ? [EDIT] : []),
      // Sync re-derives the lot from its PO lines: only before the lot is being inspected.
      ...(isPlannable(inspection.status) ? [SYNC] : []),
    ],
    checkDelete(inspection.status).allowed ? [DELETE] : [],
  ];
}

/**
 * The table's columns are fixed; what the actions do comes through context, so a list refresh does not
 * remount every cell (closing an open menu). No provider: no actions (read-only roles).
 */
export const InspectionRowActionsContext = createContext<
  ((inspection: Inspection, action: InspectionAction) => void) | null
>(null);

export function InspectionRowActions({ inspection }: { inspection: Inspection }) {
  const onAction = use(InspectionRowActionsContext);
  if (!onAction) return null;
  return (
    <RowActionsMenu
      label={`Actions for inspection ${inspection.inspectionNumber} (${inspection.product.styleCode})`}
      groups={availableActions(inspection)}
      onAction={(action) => onAction(inspection, action)}
    />
  );
}
