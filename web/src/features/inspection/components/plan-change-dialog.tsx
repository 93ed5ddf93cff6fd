import { Box, Button, Dialog, Grid, Text } from "@chakra-ui/react";
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
  const mine = record.base;
  const differences = planDifferences(mine, theirs, levelName);
  const totals = defectTotals(record.work.defects);
  const before = inspectionVerdict(mine.plan, totals);
  const after = inspectionVerdict(theirs.plan, totals);
  const finishWaits = record.moves.some((move) => move.action === "finish");
  const cell = { px: "3", py: "2", borderTopWidth: "1px", borderColor: "border" } as const;
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title fontSize="xl">The planner changed this inspection</Dialog.Title>
        <Text fontSize="md" fontWeight="medium">
          While you worked offline, the sampling plan of {mine.product.styleCode} changed. Everything you
          recorded is kept on this tablet: choose how to go on. Nothing is sent until you do.
        </Text>
      </Dialog.Header>
      <Dialog.Body>
        <Grid
          role="table"
          aria-label="The plan you worked to and the plan now"
          templateColumns="minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr)"
          layerStyle="panel"
          overflow="hidden"
          fontSize="md"
        >
          <Box role="row" display="contents">
            {["", "You worked to", "The plan now"].map((heading, index) => (
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
              Your record gives
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
          The server judges the lot by the plan it has now: major {formatCount(totals.MAJOR)} found (
          {classLimits(theirs.plan, "major")}), minor {formatCount(totals.MINOR)} found (
          {classLimits(theirs.plan, "minor")}), from a sample of {formatCount(theirs.plan.sampleSize)}.
          {finishWaits
            ? " You finished on this tablet: finish under the new plan as recorded, or keep the inspection open to inspect more garments first (your finish is taken back; everything else is sent)."
            : " Your starts, pauses and entries are sent under the new plan."}
        </Text>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {finishWaits ? (
          <>
            <Button size="xl" variant="outline" onClick={() => onChoose("keep-open")}>
              Keep it open to inspect more
            </Button>
            <Button size="xl" colorPalette="brand" onClick={() => onChoose("go-on")}>
              Finish under the new plan
            </Button>
          </>
        ) : (
          <Button size="xl" colorPalette="brand" onClick={() => onChoose("go-on")}>
            Go on under the new plan
          </Button>
        )}
      </Dialog.Footer>
    </>
  );
}
