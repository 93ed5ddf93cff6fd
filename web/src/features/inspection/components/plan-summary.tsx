import type { ReactNode } from "react";
import { Box, Flex, Grid, Text } from "@chakra-ui/react";
import { t as translate } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  defectClassRows,
  defectTotals,
  garmentsInspected,
  inspectionVerdict,
  type InspectionDetail,
  type InspectionStatus,
  type InspectionWork,
  isReported,
  acceptsRecords,
  formatCount,
  SWITCHING_SEVERITY_LABELS,
} from "@aql-portal/shared";
import { Figure } from "../../../components/ui/figure";
import { SEVERITY_LABELS } from "../../../components/ui/severity";
import { placeholderFrame } from "../../../components/ui/state-panel";
import { classTable, overLimit } from "../../../lib/plan-tables";
import { classStanding, STANDING_COLOURS, standingWords, type ClassStanding } from "./class-standing";

export interface PlanFiguresProps {
  plan: InspectionDetail["plan"];
  levelName: string;
}

const aql = (value: number) => value.toFixed(1);

/** "Tightened inspection" over "ISO 2859-1 Table 2-B": a class's table, in two lines that fit a tile. */
const classTableLines = (plan: InspectionDetail["plan"], cls: "major" | "minor"): string[] => {
  const switching = SWITCHING_SEVERITY_LABELS[plan[cls].inspection];
  return [translate`${switching} inspection`, classTable(plan, cls)];
};

/** The plan the inspector works to, in one line: lot, sample, level and code letter, AQLs. */
export function PlanFigures({ plan, levelName }: PlanFiguresProps) {
  const { t } = useLingui();
  return (
    <Flex as="dl" gap={{ base: "4", md: "6" }} wrap="wrap" rowGap="2">
      <Figure label={t`Lot size`} value={formatCount(plan.lotSize)} />
      <Figure label={t`Sample size`} value={formatCount(plan.sampleSize)} />
      <Figure label={t`Level`} value={`${levelName} · ${plan.codeLetter}`} />
      <Figure label={t`AQL major / minor`} value={`${aql(plan.aql.major)} / ${aql(plan.aql.minor)}`} />
    </Flex>
  );
}

export interface RunningTotalsProps {
  inspection: InspectionDetail;
  /** The status on this tablet (a finish made here and not sent counts). */
  status: InspectionStatus;
  work: InspectionWork;
}

/**
 * The defects found per class against the plan's accept and reject numbers (and the table each class was planned
 * from), and the verdict they make so far — the same rule the server applies when the inspection finishes. No verdict before a garment has been looked at: an
 * empty record would read as a Pass.
 */
export function RunningTotals({ inspection, status, work }: RunningTotalsProps) {
  const { t } = useLingui();
  const { plan } = inspection;
  const totals = defectTotals(work.defects);
  const verdict = inspectionVerdict(plan, totals);
  const finished = isReported(status);

  return (
    <Grid
      as="section"
      aria-label={t`Running totals`}
      templateColumns={{
        base: "repeat(2, minmax(0, 1fr))",
        md: finished ? "repeat(3, minmax(0, 1fr))" : "repeat(4, minmax(0, 1fr))",
      }}
      gap="3"
    >
      {defectClassRows(plan, totals).map((row) => {
        const allowed = formatCount(row.accept);
        const { accept, reject } = row;
        return (
          <ClassTile
            key={row.severity}
            label={SEVERITY_LABELS[row.severity]}
            found={row.found}
            state={classStanding(row)}
            allowance={t`of ${allowed} allowed`}
            rule={t`Ac ${accept} · Re ${reject}`}
            table={
              row.severity === "MAJOR"
                ? classTableLines(plan, "major")
                : row.severity === "MINOR"
                  ? classTableLines(plan, "minor")
                  : [t`Never accepted`]
            }
          />
        );
      })}
      {/* Once finished, the result is shown above (the server's, or the tablet's for now): no second verdict. */}
      {finished ? null : garmentsInspected(work) ? (
        <Flex
          direction="column"
          justify="center"
          borderRadius="xl"
          px="4"
          py="3"
          bg={verdict === "Pass" ? "green.solid" : "red.solid"}
          color="white"
          role="group"
          aria-label={t`Verdict so far: ${verdict}`}
        >
          <Text fontSize="sm" fontWeight="medium" opacity="0.9">
            <Trans>Verdict so far</Trans>
          </Text>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
            {verdict}
          </Text>
          <Text fontSize="sm" opacity="0.9">
            {verdict === "Pass" ? <Trans>Within the plan</Trans> : failReason(totals, plan)}
          </Text>
        </Flex>
      ) : (
        <Flex
          direction="column"
          justify="center"
          {...placeholderFrame}
          px="4"
          py="3"
          bg="bg"
          role="group"
          aria-label={t`Verdict so far: none yet`}
        >
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            <Trans>Verdict so far</Trans>
          </Text>
          <Text fontSize={{ base: "xl", lg: "2xl" }} fontWeight="bold" lineHeight="1.2" color="fg.muted">
            <Trans>None yet</Trans>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {acceptsRecords(status) ? (
              <Trans>Comes with the first defect or measurement</Trans>
            ) : (
              <Trans>Nothing inspected yet</Trans>
            )}
          </Text>
        </Flex>
      )}
    </Grid>
  );
}

function failReason(totals: ReturnType<typeof defectTotals>, plan: InspectionDetail["plan"]): string {
  if (totals.CRITICAL > 0) return translate`A critical defect fails the lot`;
  const major = overLimit({ found: totals.MAJOR, reject: plan.major.reject });
  const minor = overLimit({ found: totals.MINOR, reject: plan.minor.reject });
  if (major && minor) return translate`Too many major and minor defects`;
  if (major) return translate`Too many major defects`;
  if (minor) return translate`Too many minor defects`;
  // A failed lot has a critical defect or a class over its limit: not reached.
  return translate`Too many defects`;
}

function ClassTile({
  label,
  found,
  state,
  allowance,
  rule,
  table,
}: {
  label: string;
  found: number;
  state: ClassStanding;
  allowance: string;
  rule: ReactNode;
  /** The table the class was planned from, a line each ("Tightened inspection", "ISO 2859-1 Table 2-B"). */
  table: readonly string[];
}) {
  const colour = STANDING_COLOURS[state];
  return (
    <Box
      role="group"
      aria-label={`${label} ${found} ${allowance}`}
      bg={`${colour}.subtle`}
      borderWidth="1px"
      borderColor={`${colour}.muted`}
      borderRadius="xl"
      px="4"
      py="3"
    >
      <Flex justify="space-between" align="baseline" gap="2">
        <Text fontSize="sm" fontWeight="semibold" color={`${colour}.fg`}>
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {rule}
        </Text>
      </Flex>
      {/* "2 of 5 allowed" on one line where the tile is wide enough, the number above it where not. */}
      <Flex
        direction={{ base: "column", lg: "row" }}
        align={{ lg: "baseline" }}
        columnGap="2"
        color={`${colour}.fg`}
      >
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" fontVariantNumeric="tabular-nums">
          {formatCount(found)}
        </Text>
        <Text fontSize="md" fontWeight="medium">
          {allowance}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {standingWords()[state]}
      </Text>
      <Text fontSize="xs" color="fg.muted" mt="0.5" lineHeight="short">
        {table.map((line) => (
          <Text as="span" key={line} display="block">
            {line}
          </Text>
        ))}
      </Text>
    </Box>
  );
}
