import { useState, type ReactNode } from "react";
import { Button, Flex, Text } from "@chakra-ui/react";
import { t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuCirclePause, LuCirclePlay, LuFlagTriangleRight, LuTriangleAlert } from "react-icons/lu";
import {
  defectTotals,
  garmentsInspected,
  inspectionVerdict,
  messages,
  movesFrom,
  type InspectionStatusChange,
} from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { notify } from "../../../components/ui/toaster";
import { errorMessage } from "../../../lib/api-client";
import { perLanguage } from "../../../lib/i18n";
import { useListChanges } from "../../../lib/cached-lists";
import { inspectionAction, inspectionOf } from "../../../lib/inspections";
import { classLimits } from "../../../lib/plan-tables";
import { trackWait } from "../../../lib/request-activity";
import { carsAtFinish, notVerifiedWording, unverifiedCars } from "../outbox/car-checks";
import type { InspectionOutbox, OutboxSnapshot } from "../outbox/inspection-outbox";

type Action = Extract<InspectionStatusChange["action"], "start" | "pause" | "resume" | "finish">;

/** How each of the inspector's moves looks and is said; which are offered is the lifecycle's (`movesFrom`). */
const inspectorMoves = perLanguage(
  (): Readonly<Record<Action, { label: string; icon: ReactNode; primary: boolean; done: string }>> => ({
    start: {
      label: translate`Start inspection`,
      icon: <LuCirclePlay aria-hidden="true" />,
      primary: true,
      done: "started",
    },
    pause: {
      label: translate`Pause`,
      icon: <LuCirclePause aria-hidden="true" />,
      primary: false,
      done: "paused",
    },
    resume: {
      label: translate`Resume`,
      icon: <LuCirclePlay aria-hidden="true" />,
      primary: true,
      done: "resumed",
    },
    finish: {
      label: translate`Finish inspection`,
      icon: <LuFlagTriangleRight aria-hidden="true" />,
      primary: true,
      done: "finished",
    },
  }),
);
const isInspectorMove = (action: string): action is Action => action in inspectorMoves();

export interface StatusActionsProps {
  outbox: InspectionOutbox;
  snapshot: OutboxSnapshot;
  /** Opens the corrective actions to verify (offered beside Finish while some are not verified). */
  onVerifyCars: () => void;
}

/**
 * Start, pause, resume and finish, with or without a connection: each move is made on the tablet at once
 * (checked with the shared lifecycle) and sent in turn, with its time, for the server to check and make. Online,
 * finishing waits for the server's result and report; offline, the screen shows the result the shared rules
 * give, to be confirmed when sent. Corrective actions not verified yet are said beside Finish and in its
 * confirmation: a warning, not a block (they wait for a later inspection).
 */
export function StatusActions({ outbox, snapshot, onVerifyCars }: StatusActionsProps) {
  const { t } = useLingui();
  const dialogs = useDialogs();
  const changeLists = useListChanges();
  const [busy, setBusy] = useState<Action | null>(null);
  const { record, status } = snapshot;
  if (!record || !status) return null;
  const outcome = { action: inspectionAction(record.base.id) };
  const choosing = snapshot.phase.kind === "conflict" || snapshot.phase.kind === "planChanged";
  const disabledBecause = choosing ? t`Choose how to go on first.` : null;

  const move = async (action: Action) => {
    if (action === "finish") {
      const totals = defectTotals(record.work.defects);
      const verdict = inspectionVerdict(record.base.plan, totals);
      const { CRITICAL: critical, MAJOR: major, MINOR: minor } = totals;
      const majorLimits = classLimits(record.base.plan, "major");
      const minorLimits = classLimits(record.base.plan, "minor");
      const recorded = !garmentsInspected(record.work)
        ? t`No defect or measurement is recorded: finished now, the server passes the lot with no defects found and makes the report. Nothing more can be recorded afterwards.`
        : snapshot.online
          ? t`The server decides the result from what you recorded — ${verdict} by the totals so far (critical ${critical}; major ${major}, ${majorLimits}; minor ${minor}, ${minorLimits}) — and makes the report. Nothing more can be recorded afterwards.`
          : t`Offline, the tablet finishes it now; the server decides the result when it is sent from what you recorded — ${verdict} by the totals so far (critical ${critical}; major ${major}, ${majorLimits}; minor ${minor}, ${minorLimits}) — and makes the report. Nothing more can be recorded afterwards.`;
      const cars = carsAtFinish(record.base.carsToVerify, record.work);
      const sure = await dialogs.confirm({
        title: t`Finish the inspection?`,
        message: cars ? `${recorded} ${cars}` : recorded,
        confirmLabel: t`Finish`,
        cancelLabel: t`Not yet`,
      });
      if (!sure) return;
    }
    setBusy(action);
    try {
      const made = outbox.move(action);
      const online = outbox.getSnapshot().online;
      // Finishing online is the long write: the entries still on the tablet go first, then the server makes the
      // report. Offline the move waits on the tablet, and the screen says so.
      const sending = outbox.sendMove(made.id);
      const sent = await (action === "finish" && online
        ? trackWait(sending, t`Sending your entries and making the report…`)
        : sending);
      const after = outbox.getSnapshot();
      if (sent && after.record) {
        void changeLists("inspection", { changed: [inspectionOf(after.record.base)] });
        if (action === "finish")
          notify("success", messages.inspectionFinished(after.record.base.result), undefined, outcome);
      } else if (action === "finish") {
        const result: "Pass" | "Fail" = after.provisionalResult ?? "Pass";
        notify("info", messages.inspectionFinishedOnTablet(result), undefined, outcome);
      } else if (!after.online) {
        notify("info", messages.inspectionMovedOnTablet(inspectorMoves()[action].done), undefined, outcome);
      }
    } catch (error) {
      notify("error", errorMessage(error), messages.unableToUpdateInspection, outcome);
    } finally {
      setBusy(null);
    }
  };

  const button = (action: Action) => {
    const { label, icon, primary } = inspectorMoves()[action];
    return (
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
  };

  const actions = movesFrom(status, "inspections:perform")
    .map((move) => move.action)
    .filter(isInspectorMove);
  if (actions.length === 0) return null;
  const notVerified = actions.includes("finish")
    ? unverifiedCars(record.base.carsToVerify, record.work).length
    : 0;

  return (
    <Flex direction="column" align="flex-start" gap="2">
      <Flex gap="3" wrap="wrap">
        {actions.map(button)}
      </Flex>
      {disabledBecause ? (
        <Text color="fg.muted" fontSize="sm">
          {disabledBecause}
        </Text>
      ) : notVerified > 0 ? (
        <Flex align="center" gap="2" color="orange.fg" fontSize="sm" fontWeight="medium" wrap="wrap">
          <LuTriangleAlert aria-hidden="true" />
          <Text>{notVerifiedWording(notVerified)}</Text>
          <Button
            size="sm"
            variant="plain"
            colorPalette="orange"
            px="1"
            textDecoration="underline"
            onClick={onVerifyCars}
          >
            <Trans>Verify now</Trans>
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
