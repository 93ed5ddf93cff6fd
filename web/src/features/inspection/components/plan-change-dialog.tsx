import { Box, Button, Dialog, Grid, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  defectTotals,
  formatCount,
  inspectionVerdict,
  type InspectionDetail,
  type InspectionLevelId,
} from "@aql-portal/shared";
import { RESULT_COLOURS } from "../../../components/ui/inspection-badges";
import { classLimits } from "../../../lib/plan-tables";
import type { LocalRecord } from "../outbox/inspection-storage";
import { planDifferences } from "../outbox/plan-change";
import { ChoiceDialog } from "./choice-dialog";

export interface PlanChangeDialogProps {
  /** The tablet's record (its base: the plan it was worked to) and the inspection as the server has it now. */
  change: { record: LocalRecord; theirs: InspectionDetail } | null;
  levelName: (level: InspectionLevelId) => string;
  onChoose: (choice: "go-on" | "keep-open") => void;
}

/**
 * The planner changed the sampling plan (the level, the lot) while the tablet worked offline: the plan the
 * inspector worked to beside the plan as it is now, what their record comes to under each, and how to go on.
 * It cannot be dismissed: nothing is sent until a choice is made, and nothing recorded is lost either way.
 */
export function PlanChangeDialog({ change, levelName, onChoose }: PlanChangeDialogProps) {
  return (
    <ChoiceDialog open={change !== null}>
      {change ? <Choice {...change} levelName={levelName} onChoose={onChoose} /> : null}
    </ChoiceDialog>
  );
}

function Choice({
  record,
  theirs,
  levelName,
  onChoose,
}: {
  record: LocalRecord;
  theirs: InspectionDetail;
  levelName: (level: InspectionLevelId) => string;
  onChoose: (choice: "go-on" | "keep-open") => void;
}) {
  const { t } = useLingui();
  const mine = record.base;
  const styleCode = mine.product.styleCode;
  const differences = planDifferences(mine, theirs, levelName);
  const totals = defectTotals(record.work.defects);
  const before = inspectionVerdict(mine.plan, totals);
  const after = inspectionVerdict(theirs.plan, totals);
  const finishWaits = record.moves.some((move) => move.action === "finish");
  const cell = { px: "3", py: "2", borderTopWidth: "1px", borderColor: "border" } as const;
  const major = formatCount(totals.MAJOR);
  const minor = formatCount(totals.MINOR);
  const majorLimits = classLimits(theirs.plan, "major");
  const minorLimits = classLimits(theirs.plan, "minor");
  const sampleSize = formatCount(theirs.plan.sampleSize);
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title fontSize="xl">
          <Trans>The planner changed this inspection</Trans>
        </Dialog.Title>
        <Text fontSize="md" fontWeight="medium">
          <Trans>
            While you worked offline, the sampling plan of {styleCode} changed. Everything you recorded is
            kept on this tablet: choose how to go on. Nothing is sent until you do.
          </Trans>
        </Text>
      </Dialog.Header>
      <Dialog.Body>
        <Grid
          role="table"
          aria-label={t`The plan you worked to and the plan now`}
          templateColumns="minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)"
          layerStyle="panel"
          overflow="hidden"
          fontSize="md"
        >
          <Box role="row" display="contents">
            {["", t`You worked to`, t`The plan now`].map((heading, index) => (
              <Text
                key={heading || "figure"}
                role="columnheader"
                px="3"
                py="2"
                bg="bg.subtle"
                fontWeight="semibold"
                color={index === 2 ? "brand.fg" : "fg.muted"}
              >
                {heading}
              </Text>
            ))}
          </Box>
          {differences.map((row) => (
            <Box key={row.label} role="row" display="contents">
              <Text role="rowheader" {...cell} color="fg.muted">
                {row.label}
              </Text>
              <Text role="cell" {...cell} textDecoration="line-through" color="fg.muted">
                {row.before}
              </Text>
              <Text role="cell" {...cell} fontWeight="bold">
                {row.after}
              </Text>
            </Box>
          ))}
          <Box role="row" display="contents">
            <Text role="rowheader" {...cell} color="fg.muted">
              <Trans>Your record gives</Trans>
            </Text>
            <Text role="cell" {...cell} color={`${RESULT_COLOURS[before]}.fg`} fontWeight="semibold">
              {before}
            </Text>
            <Text role="cell" {...cell} color={`${RESULT_COLOURS[after]}.fg`} fontWeight="bold">
              {after}
            </Text>
          </Box>
        </Grid>
        <Text color="fg.muted" fontSize="sm" mt="4">
          <Trans>
            The server judges the lot by the plan it has now: major {major} found ({majorLimits}), minor{" "}
            {minor} found ({minorLimits}), from a sample of {sampleSize}.
          </Trans>{" "}
          {finishWaits ? (
            <Trans>
              You finished on this tablet: finish under the new plan as recorded, or keep the inspection open
              to inspect more garments first (your finish is taken back; everything else is sent).
            </Trans>
          ) : (
            <Trans>Your starts, pauses and entries are sent under the new plan.</Trans>
          )}
        </Text>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {finishWaits ? (
          <>
            <Button size="xl" variant="outline" onClick={() => onChoose("keep-open")}>
              <Trans>Keep it open to inspect more</Trans>
            </Button>
            <Button size="xl" colorPalette="brand" onClick={() => onChoose("go-on")}>
              <Trans>Finish under the new plan</Trans>
            </Button>
          </>
        ) : (
          <Button size="xl" colorPalette="brand" onClick={() => onChoose("go-on")}>
            <Trans>Go on under the new plan</Trans>
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}
