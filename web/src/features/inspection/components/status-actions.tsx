import { useState, type ReactNode } from "react";
import { Button, Flex, Text } from "@chakra-ui/react";
import { LuCirclePause, LuCirclePlay, LuFlagTriangleRight, LuWifiOff } from "react-icons/lu";
import {
  defectTotals,
  garmentsInspected,
  inspectionVerdict,
  messages,
  type InspectionStatusChange,
} from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { notify } from "../../../components/ui/toaster";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useListChanges } from "../../../lib/cached-lists";
import { changeInspectionStatus, inspectionAction, inspectionOf } from "../../../lib/inspections";
import { trackWait } from "../../../lib/request-activity";
import type { InspectionOutbox, OutboxSnapshot } from "../outbox/inspection-outbox";

type Action = Extract<InspectionStatusChange["action"], "start" | "pause" | "resume" | "finish">;

export interface StatusActionsProps {
  outbox: InspectionOutbox;
  snapshot: OutboxSnapshot;
}

/**
 * Start, pause, resume and finish: moves the server makes (If-Match the inspection's etag), so they need a
 * connection — offline, the buttons say so. Finishing asks first, sends everything still on the tablet, then
 * shows the result the server computed.
 */
export function StatusActions({ outbox, snapshot }: StatusActionsProps) {
  const dialogs = useDialogs();
  const changeLists = useListChanges();
  const [busy, setBusy] = useState<Action | null>(null);
  const record = snapshot.record;
  if (!record) return null;
  const { status } = record.base;
  const outcome = { action: inspectionAction(record.base.id) };
  const conflict = snapshot.phase.kind === "conflict";
  const disabledBecause = !snapshot.online
    ? messages.inspectionStatusNeedsConnection
    : conflict
      ? "Choose which record to keep first."
      : null;

  const move = async (action: Action) => {
    if (action === "finish") {
      const totals = defectTotals(record.work.defects);
      const verdict = inspectionVerdict(record.base.plan, totals);
      const sure = await dialogs.confirm({
        title: "Finish the inspection?",
        message: garmentsInspected(record.work)
          ? `The server decides the result from what you recorded — ${verdict} by the totals so far (critical ${totals.CRITICAL}, major ${totals.MAJOR} of ${record.base.plan.major.accept}, minor ${totals.MINOR} of ${record.base.plan.minor.accept}) — and makes the report. Nothing more can be recorded afterwards.`
          : "No defect or measurement is recorded: finished now, the server passes the lot with no defects found and makes the report. Nothing more can be recorded afterwards.",
        confirmLabel: "Finish",
        cancelLabel: "Not yet",
      });
      if (!sure) return;
    }
    setBusy(action);
    try {
      const work = async () => {
        if (action === "finish") await outbox.flush();
        const current = outbox.getSnapshot().record?.base ?? record.base;
        return changeInspectionStatus(current, action);
      };
      // Finishing is the long write: the entries still on the tablet go first, then the server makes the report.
      const detail = await (action === "finish"
        ? trackWait(work(), "Sending your entries and making the report…")
        : work());
      outbox.acceptServer(detail);
      void changeLists("inspection", { changed: [inspectionOf(detail)] });
      if (action === "finish")
        notify("success", messages.inspectionFinished(detail.result), undefined, outcome);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 412) {
        notify("error", messages.inspectionChangedElsewhere, messages.unableToUpdateInspection, outcome);
        void outbox.refresh();
      } else {
        notify("error", errorMessage(error), messages.unableToUpdateInspection, outcome);
      }
    } finally {
      setBusy(null);
    }
  };

  const button = (action: Action, label: string, icon: ReactNode, primary: boolean) => (
    <Button
      key={action}
      size="xl"
      colorPalette={primary ? "brand" : "gray"}
      variant={primary ? "solid" : "outline"}
      bg={primary ? undefined : "bg"}
      disabled={disabledBecause !== null || (busy !== null && busy !== action)}
      loading={busy === action}
      onClick={() => void move(action)}
    >
      {icon}
      {label}
    </Button>
  );

  const buttons =
    status === "PLANNED"
      ? [button("start", "Start inspection", <LuCirclePlay aria-hidden="true" />, true)]
      : status === "STARTED"
        ? [
            button("pause", "Pause", <LuCirclePause aria-hidden="true" />, false),
            button("finish", "Finish inspection", <LuFlagTriangleRight aria-hidden="true" />, true),
          ]
        : status === "PAUSED"
          ? [button("resume", "Resume", <LuCirclePlay aria-hidden="true" />, true)]
          : [];
  if (buttons.length === 0) return null;

  return (
    <Flex direction="column" align="flex-start" gap="2">
      <Flex gap="3" wrap="wrap">
        {buttons}
      </Flex>
      {disabledBecause ? (
        <Flex align="center" gap="2" color="fg.muted" fontSize="sm">
          {snapshot.online ? null : <LuWifiOff aria-hidden="true" />}
          <Text>{disabledBecause}</Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
