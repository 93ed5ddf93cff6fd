import { useState } from "react";
import { Alert, Button } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuRefreshCw } from "react-icons/lu";
import { messages, type InspectionDetail, type RoleName } from "@aql-portal/shared";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { inspectionAction } from "../../../lib/inspections";

/** What each panel of the report that writes is given: the report, the reader's role, what to do after a write. */
export interface ReportPanelProps {
  detail: InspectionDetail;
  role: RoleName;
  /** The server's answer is the report now. */
  onSaved: (saved: InspectionDetail) => void;
  /** Reads the report again (after a write refused as stale). */
  onReload: () => Promise<unknown>;
}

/** How a write from the report ended: saved, refused as stale (412: offer a reload), or failed (toast shown). */
export type WriteOutcome = "saved" | "stale" | "failed";

/**
 * Runs one write of the report (each sends the etag it was read with): the server's answer replaces the
 * report and a toast says so; a failure is a toast titled with what could not be done. Either replaces the
 * toast of the inspection's previous outcome.
 */
export async function runWrite(
  inspection: Pick<InspectionDetail, "id">,
  task: () => Promise<InspectionDetail>,
  words: { success: string; failure: string },
  onSaved: (saved: InspectionDetail) => void,
): Promise<WriteOutcome> {
  const outcome = { action: inspectionAction(inspection.id) };
  try {
    onSaved(await task());
    notify("success", words.success, undefined, outcome);
    return "saved";
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 412) return "stale";
    notify("error", errorMessage(error), words.failure, outcome);
    return "failed";
  }
}

/** Someone else changed the inspection since it was read: reload it before trying again. */
export function StaleAlert({ onReload }: { onReload: () => Promise<unknown> }) {
  const { t } = useLingui();
  const [reloading, setReloading] = useState(false);
  return (
    <Alert.Root status="warning" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.inspectionChangedElsewhere}</Alert.Title>
        <Alert.Description>
          <Trans>Reloading shows their change; what you typed here is kept.</Trans>
        </Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        bg="bg"
        flexShrink="0"
        autoFocus
        loading={reloading}
        loadingText={t`Reloading`}
        onClick={() => {
          setReloading(true);
          void onReload().finally(() => setReloading(false));
        }}
      >
        <LuRefreshCw aria-hidden="true" />
        <Trans>Reload</Trans>
      </Button>
    </Alert.Root>
  );
}
