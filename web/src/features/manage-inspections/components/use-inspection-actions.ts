import { useCallback, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { messages, type Inspection } from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError } from "../../../lib/api-client";
import { useRowFailure } from "../../../components/data-table/use-row-failure";
import { inspectionAction } from "../../../lib/inspections";
import { deleteInspection } from "../api/delete-inspection";
import { syncInspection } from "../api/sync-inspection";
import type { PlannerAction } from "./inspection-row-actions";

export interface InspectionActionsOptions {
  /** The server's answer for a changed inspection, to show in its row. */
  onChanged: (inspection: Inspection) => unknown;
  /** A deleted inspection (or one that no longer exists), to take off the list. */
  onRemoved: (inspectionId: string) => unknown;
  /** Re-reads the list (after someone else's change was detected). */
  onReloadList: () => void;
}

/**
 * Runs the table's row actions: edit opens the dialog; delete asks first; delete and sync send the row's etag
 * and report the outcome as a toast. A stale row (412) offers to reload the list rather than act on it blind.
 */
export function useInspectionActions({ onChanged, onRemoved, onReloadList }: InspectionActionsOptions) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Inspection | null>(null);

  const failRow = useRowFailure({
    staleTitle: t`This inspection has changed`,
    staleMessage: messages.inspectionChangedElsewhere,
    onReloadList,
  });
  const fail = useCallback(
    async (error: unknown, inspection: Inspection, title: string) => {
      // Gone (deleted elsewhere) or no longer in this user's scope: it has no place on the list.
      if (error instanceof ApiRequestError && error.status === 404) onRemoved(inspection.id);
      await failRow(error, title, { action: inspectionAction(inspection.id) });
    },
    [failRow, onRemoved],
  );

  const perform = useCallback(
    async (inspection: Inspection, action: PlannerAction) => {
      if (action === "edit") {
        setEditing(inspection);
        return;
      }
      const outcome = { action: inspectionAction(inspection.id) };
      const { inspectionNumber } = inspection;
      if (action === "delete") {
        const ok = await dialogs.confirm({
          title: t`Delete inspection ${inspectionNumber}`,
          message: messages.confirmDeleteInspection,
        });
        if (!ok) return;
        try {
          await deleteInspection(inspection);
          notify("success", messages.inspectionDeleted, undefined, outcome);
          onRemoved(inspection.id);
        } catch (error) {
          await fail(error, inspection, messages.unableToDeleteInspection);
        }
        return;
      }
      try {
        const { inspection: synced, changed } = await syncInspection(inspection);
        if (changed) notify("success", messages.inspectionSynced, undefined, outcome);
        else notify("info", messages.inspectionAlreadyInSync, undefined, outcome);
        onChanged(synced);
      } catch (error) {
        await fail(error, inspection, messages.unableToUpdateInspection);
      }
    },
    [dialogs, onChanged, onRemoved, fail, t],
  );

  return { perform, editing, closeEdit: useCallback(() => setEditing(null), []) };
}
