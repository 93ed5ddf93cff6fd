import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { ApiRequestError, errorMessage } from "../../lib/api-client";
import { useDialogs } from "../ui/dialogs";
import { notify, type NotifyOptions } from "../ui/toaster";

export interface RowFailureOptions {
  /** The stale row's dialog: "This user has changed". */
  staleTitle: string;
  /** What happened and what to do: "Someone else changed this user… Reload the list…". */
  staleMessage: string;
  /** Re-reads the list. */
  onReloadList: () => unknown;
}

/**
 * What a failed write on a list's row says, the same on every list: a row someone else changed meanwhile (412)
 * offers to reload the list rather than act on it blind; any other failure is a toast titled with what could not
 * be done, which replaces the row's previous outcome (`outcome`).
 */
export function useRowFailure({ staleTitle, staleMessage, onReloadList }: RowFailureOptions) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  return useCallback(
    async (error: unknown, title: string, outcome: NotifyOptions) => {
      if (error instanceof ApiRequestError && error.status === 412) {
        const reload = await dialogs.confirm({
          title: staleTitle,
          message: staleMessage,
          confirmLabel: t`Reload list`,
          cancelLabel: t`Not now`,
        });
        if (reload) await onReloadList();
        return;
      }
      notify("error", errorMessage(error), title, outcome);
    },
    [t, dialogs, staleTitle, staleMessage, onReloadList],
  );
}
