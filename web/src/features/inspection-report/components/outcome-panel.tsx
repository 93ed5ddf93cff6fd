import { useState } from "react";
import { Box, Button, Flex, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuBadgeCheck, LuLock, LuRotateCcw } from "react-icons/lu";
import {
  can,
  defectClassRows,
  defectTotals,
  isPlannable,
  messages,
  isReported,
  formatDateTime,
} from "@aql-portal/shared";
import { useDialogs } from "../../../components/ui/dialogs";
import { InspectionResultBadge } from "../../../components/ui/inspection-badges";
import { changeInspectionStatus } from "../../../lib/inspections";
import { CommercialPassDialog } from "./commercial-pass-dialog";
import { SEVERITY_LABELS } from "../../../components/ui/severity";
import { overLimit } from "../../../lib/plan-tables";
import { mayCommercialPass, resultExplanation, reviewMoves } from "./report-model";
import { runWrite, type ReportPanelProps } from "./report-writes";
import { ReportSection } from "./report-section";

/** The moves a reviewer makes from the report. */
type ReviewAction = "close" | "reopen";

/** The result and why, a commercial pass's note, and the reviewer's moves (close, reopen, Comm. Pass). */
export function OutcomePanel({ detail, role, onSaved, onReload }: ReportPanelProps) {
  const { t } = useLingui();
  const reviewWords: Readonly<Record<ReviewAction, { label: string; success: string }>> = {
    close: { label: t`Close inspection`, success: messages.inspectionClosed },
    reopen: { label: t`Reopen`, success: messages.inspectionReopened },
  };
  const dialogs = useDialogs();
  const [busy, setBusy] = useState<ReviewAction | null>(null);
  const [passing, setPassing] = useState(false);
  const rows = defectClassRows(detail.plan, defectTotals(detail.work.defects));
  const explanation = resultExplanation(detail, rows);
  const moves = reviewMoves(detail.status, role);
  const canPass = mayCommercialPass(detail, role);
  const reviewer = moves.length > 0 || canPass;
  const inspectionNumber = detail.inspectionNumber;
  const passedBy = detail.resultNote?.by.name;
  const passedAt = detail.resultNote ? formatDateTime(detail.resultNote.at) : "";

  const move = async (action: ReviewAction) => {
    // Both make a new version of the report: asked first, saying so.
    const ok = await dialogs.confirm(
      action === "reopen"
        ? {
            title: t`Reopen inspection ${inspectionNumber}?`,
            message: messages.confirmReopenInspection,
            confirmLabel: t`Reopen`,
            cancelLabel: t`Cancel`,
          }
        : {
            title: t`Close inspection ${inspectionNumber}?`,
            message: messages.confirmCloseInspection(detail.result),
            confirmLabel: t`Close and sign off`,
            cancelLabel: t`Cancel`,
          },
    );
    if (!ok) return;
    setBusy(action);
    const outcome = await runWrite(
      detail,
      () => changeInspectionStatus(detail, action),
      { success: reviewWords[action].success, failure: messages.unableToUpdateInspection },
      onSaved,
    );
    setBusy(null);
    if (outcome === "stale") {
      const reload = await dialogs.confirm({
        title: t`This inspection has changed`,
        message: messages.inspectionChangedElsewhere,
        confirmLabel: t`Reload`,
        cancelLabel: t`Not now`,
      });
      if (reload) await onReload();
    }
  };

  return (
    <ReportSection title={t`Result`} badge={<InspectionResultBadge result={detail.result} size="lg" />}>
      {/* Read with the result's badge, so nearer the heading than a section's content. */}
      <Text color="fg.muted" fontSize="sm" mt="-2">
        {explanation}
      </Text>
      {isPlannable(detail.status) ? null : (
        <>
          <SimpleGrid as="dl" columns={3} gap="2" mt="4" aria-label={t`Units found per class`}>
            {rows.map((row) => {
              const { accept, reject } = row;
              return (
                <Box
                  key={row.severity}
                  borderRadius="md"
                  bg={overLimit(row) ? "red.subtle" : "bg.subtle"}
                  px="3"
                  py="2"
                >
                  <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted">
                    {SEVERITY_LABELS[row.severity]}
                  </Text>
                  <Text as="dd" lineHeight="short">
                    <Text
                      as="span"
                      display="block"
                      fontSize="xl"
                      fontWeight="bold"
                      fontVariantNumeric="tabular-nums"
                      color={overLimit(row) ? "fg.error" : "fg"}
                    >
                      {row.found}
                    </Text>{" "}
                    <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      <Trans>
                        Ac {accept} · Re {reject}
                      </Trans>
                    </Text>
                  </Text>
                </Box>
              );
            })}
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted" mt="1.5">
            <Trans>Units found per class, against the accept (Ac) and reject (Re) numbers.</Trans>
          </Text>
        </>
      )}

      {detail.resultNote ? (
        <Box
          mt="4"
          p="3"
          borderRadius="lg"
          bg="teal.subtle"
          color="teal.fg"
          role="note"
          aria-label={t`Result note`}
        >
          <Text fontSize="sm" fontWeight="semibold">
            <Trans>
              Comm. Pass by {passedBy}, {passedAt}
            </Trans>
          </Text>
          <Text fontSize="sm" mt="1" color="fg" whiteSpace="pre-wrap">
            {detail.resultNote.comment}
          </Text>
        </Box>
      ) : null}

      {reviewer ? (
        <Stack gap="3" mt="5" pt="4" borderTopWidth="1px" borderColor="border">
          <Text fontSize="sm" color="fg.muted">
            {detail.status === "CLOSED"
              ? t`Signed off. Reopen it if the inspector must carry it out again.`
              : t`Close it to sign the report off, or reopen it for the inspector to finish again.`}
          </Text>
          <Flex gap="2" wrap="wrap">
            {moves.map(({ action }) => {
              if (action !== "close" && action !== "reopen") return null;
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === "close" ? "solid" : "outline"}
                  colorPalette="brand"
                  loading={busy === action}
                  disabled={busy !== null && busy !== action}
                  onClick={() => void move(action)}
                >
                  {action === "close" ? <LuLock aria-hidden="true" /> : <LuRotateCcw aria-hidden="true" />}
                  {reviewWords[action].label}
                </Button>
              );
            })}
            {canPass ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="teal"
                disabled={busy !== null}
                onClick={() => setPassing(true)}
              >
                <LuBadgeCheck aria-hidden="true" />
                <Trans>Commercial pass</Trans>
              </Button>
            ) : null}
          </Flex>
        </Stack>
      ) : can(role, "inspections:review") && !isReported(detail.status) ? (
        <Text fontSize="sm" color="fg.muted" mt="5" pt="4" borderTopWidth="1px" borderColor="border">
          <Trans>
            Closing, reopening and a commercial pass become possible once the inspector finishes the
            inspection.
          </Trans>
        </Text>
      ) : null}

      <CommercialPassDialog
        open={passing && canPass}
        detail={detail}
        explanation={explanation}
        onClose={() => setPassing(false)}
        onSaved={(saved) => {
          setPassing(false);
          onSaved(saved);
        }}
        onReload={onReload}
      />
    </ReportSection>
  );
}
