import { useCallback, useState } from "react";
import { generatePath, useNavigate } from "react-router-dom";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { messages, webRoutes, type UpdateUser, type User, type UserAction } from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError } from "../../../lib/api-client";
import { useRowFailure } from "../../../components/data-table/use-row-failure";
import { useDeleteUser } from "../api/delete-user";
import { useUpdateUser, userAction } from "../api/update-user";
import type { ApproveChange } from "./user-form-values";

type Confirmed = Exclude<UserAction, "edit" | "approve">;

/** What each action asks first (spec §8: delete's wording is given; the others are ours) and says after. */
const STEPS: Readonly<
  Record<Confirmed, { title: (name: string) => string; message: (name: string) => string; done: string }>
> = {
  delete: {
    title: (name) => t`Delete ${name}`,
    message: () => messages.confirmDeleteUser,
    done: messages.userDeleted,
  },
  block: { title: () => t`Block user`, message: messages.confirmBlockUser, done: messages.userBlocked },
  unblock: {
    title: () => t`Unblock user`,
    message: messages.confirmUnblockUser,
    done: messages.userUnblocked,
  },
  restore: {
    title: () => t`Restore user`,
    message: messages.confirmRestoreUser,
    done: messages.userRestored,
  },
  reset: { title: () => t`Reset user`, message: messages.confirmResetUser, done: messages.userReset },
};

export interface UserActionsOptions {
  /** Re-reads the list (after someone else's change was detected). */
  onReloadList: () => void;
}

/**
 * Runs the Users table's row actions: asks first, sends the change with the row's etag, then reports the
 * outcome as a toast. The server's answer shows in every users list (useUpdateUser, useDeleteUser). A stale row
 * (412) offers to reload the list rather than overwrite someone's change.
 */
export function useUserActions({ onReloadList }: UserActionsOptions) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { trigger: update } = useUpdateUser();
  const { trigger: remove } = useDeleteUser();
  const [approving, setApproving] = useState<User | null>(null);

  const changedElsewhere = messages.userChangedElsewhere;
  const failRow = useRowFailure({
    staleTitle: t`This user has changed`,
    staleMessage: t`${changedElsewhere} Reload the list to see the latest version, then try again.`,
    onReloadList,
  });
  const fail = useCallback(
    (error: unknown, user: User, action: UserAction) =>
      failRow(error, action === "delete" ? messages.unableToDeleteUser : messages.unableToUpdateUser, {
        action: userAction(user.id),
      }),
    [failRow],
  );

  const perform = useCallback(
    async (user: User, action: UserAction) => {
      if (action === "edit") {
        await navigate(generatePath(webRoutes.editUser, { userId: user.id }));
        return;
      }
      if (action === "approve") {
        setApproving(user);
        return;
      }
      const step = STEPS[action];
      const ok = await dialogs.confirm({ title: step.title(user.name), message: step.message(user.name) });
      if (!ok) return;
      try {
        if (action === "delete") await remove(user);
        else await update({ user, change: { action } satisfies UpdateUser });
        notify("success", step.done, undefined, { action: userAction(user.id) });
      } catch (error) {
        await fail(error, user, action);
      }
    },
    [dialogs, navigate, remove, update, fail],
  );

  const approve = useCallback(
    async (user: User, change: ApproveChange): Promise<boolean> => {
      try {
        await update({ user, change });
        setApproving(null);
        notify("success", messages.userApproved, undefined, { action: userAction(user.id) });
        return true;
      } catch (error) {
        // The dialog stays open on a refusal the administrator can fix; a stale row closes it.
        if (error instanceof ApiRequestError && error.status === 412) setApproving(null);
        await fail(error, user, "approve");
        return false;
      }
    },
    [update, fail],
  );

  return {
    perform,
    approving,
    approve,
    cancelApprove: useCallback(() => setApproving(null), []),
  };
}
