import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LuBan, LuLockOpen, LuPencil, LuRotateCcw, LuTrash2, LuUndo2, LuUserCheck } from "react-icons/lu";
import type { UserAction } from "@aql-portal/shared";
import { RowActionsMenu, type RowAction } from "../../../components/data-table/row-actions-menu";
import { perLanguage } from "../../../lib/i18n";

const actionsMenu = perLanguage((): Readonly<Record<UserAction, Omit<RowAction<UserAction>, "value">>> => ({
  edit: { label: t`Edit`, icon: LuPencil },
  approve: { label: t`Approve`, icon: LuUserCheck },
  block: { label: t`Block`, icon: LuBan },
  unblock: { label: t`Unblock`, icon: LuLockOpen },
  delete: { label: t`Delete`, icon: LuTrash2, destructive: true },
  restore: { label: t`Restore`, icon: LuUndo2 },
  reset: { label: t`Reset`, icon: LuRotateCcw },
}));

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
  const { t } = useLingui();
  const labels = actionsMenu();
  const groups = GROUPS.map((group) =>
    group.filter((action) => actions.includes(action)).map((value) => ({ value, ...labels[value] })),
  );
  return <RowActionsMenu label={t`Actions for ${userName}`} groups={groups} onAction={onAction} />;
}
