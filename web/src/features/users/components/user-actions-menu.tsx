import { LuBan, LuLockOpen, LuPencil, LuRotateCcw, LuTrash2, LuUndo2, LuUserCheck } from "react-icons/lu";
import type { UserAction } from "@aql-portal/shared";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";

const ACTIONS: Readonly<Record<UserAction, Omit<RowAction<UserAction>, "value">>> = {
  edit: { label: "Edit", icon: LuPencil },
  approve: { label: "Approve", icon: LuUserCheck },
  block: { label: "Block", icon: LuBan },
  unblock: { label: "Unblock", icon: LuLockOpen },
  delete: { label: "Delete", icon: LuTrash2, destructive: true },
  restore: { label: "Restore", icon: LuUndo2 },
  reset: { label: "Reset", icon: LuRotateCcw },
};

/** Menu groups, separated by a line: everyday changes, access, and the destructive one apart at the end. */
const GROUPS: readonly (readonly UserAction[])[] = [
  ["approve", "edit", "restore"],
  ["block", "unblock", "reset"],
  ["delete"],
];

export interface UserActionsMenuProps {
  userName: string;
  /** What this administrator may do to this user now (availableUserActions). */
  actions: readonly UserAction[];
  onAction: (action: UserAction) => void;
}

/** The ACTION cell: the actions that will succeed on this row, grouped. */
export function UserActionsMenu({ userName, actions, onAction }: UserActionsMenuProps) {
  const groups = GROUPS.map((group) =>
    group.filter((action) => actions.includes(action)).map((value) => ({ value, ...ACTIONS[value] })),
  );
  return <RowActionsMenu label={`Actions for ${userName}`} groups={groups} onAction={onAction} />;
}
