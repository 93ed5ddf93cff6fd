import { createContext, use } from "react";
import { availableUserActions, type User, type UserAction, type UserActor } from "@aql-portal/shared";
import { UserActionsMenu } from "./user-actions-menu";

export interface UserRowActionsContextValue {
  /** The signed-in administrator. */
  actor: UserActor;
  onAction: (user: User, action: UserAction) => void;
}

/**
 * The table's columns are fixed; who is acting, and what happens, come through context. A column that
 * changed with them would remount every cell (closing an open menu) whenever the list refreshed.
 */
export const UserRowActionsContext = createContext<UserRowActionsContextValue | null>(null);

/** The ACTION cell: nothing without a provider (read-only viewers), else the actions the rules allow. */
export function UserRowActions({ user }: { user: User }) {
  const context = use(UserRowActionsContext);
  if (!context) return null;
  return (
    <UserActionsMenu
      userName={user.name}
      actions={availableUserActions(context.actor, { ...user, role: user.role.name })}
      onAction={(action) => context.onAction(user, action)}
    />
  );
}
