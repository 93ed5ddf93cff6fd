import { Badge, Box, Table, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuCircleAlert, LuCircleCheck } from "react-icons/lu";
import {
  SWITCHING_SEVERITY_LABELS,
  defectClassRows,
  defectTotals,
  isPlannable,
  tableName,
  type DefectClassRow,
  type InspectionDetail,
  formatCount,
} from "@aql-portal/shared";
import { inTheGap, overLimit, shortTableName, STANDARD_LABELS } from "../../../lib/plan-tables";
import { useMetaList } from "../../../lib/reference-data";
import { SeverityBadge } from "../../../components/ui/severity-badge";
import { Facts } from "../../../components/ui/facts";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** The sampling plan the lot was inspected to, and per defect class what was found against it. */
export function AqlPlanSection({ detail }: { detail: Pick<InspectionDetail, "plan" | "work" | "status"> }) {
  const { t } = useLingui();
  const { plan } = detail;
  const levels = useMetaList("inspection-levels");
  const levelName = levels.data?.find((level) => level.id === plan.level)?.name ?? plan.level;
  const rows = defectClassRows(plan, defectTotals(detail.work.defects));
  // Before the inspection starts nothing has been counted yet.
  const counted = !isPlannable(detail.status);
  const gapPossible = rows.some((row) => row.reject > row.accept + 1);
  /** The table a class was planned from, and its severity of inspection (critical defects have none). */
  const tableOf = (row: DefectClassRow) => {
    if (row.severity === "CRITICAL") return null;
    const { inspection } = row.severity === "MAJOR" ? plan.major : plan.minor;
    return {
      // The standard is named above the table (the section's aside): the short name keeps the table narrow.
      name: shortTableName(plan.standard, inspection),
      fullName: tableName(plan.standard, inspection),
      severity: SWITCHING_SEVERITY_LABELS[inspection],
    };
  };

  const standard = STANDARD_LABELS[plan.standard];

  return (
    <ReportSection title={t`AQL plan`} aside={t`${standard} single sampling`}>
      <Facts
        columns={{ base: 2, md: 4 }}
        facts={[
          { label: t`Lot size`, value: formatCount(plan.lotSize) },
          { label: t`Inspection level`, value: levelName },
          { label: t`Code letter`, value: plan.codeLetter },
          { label: t`Sample size`, value: formatCount(plan.sampleSize) },
        ]}
      />
      <ReportTable
        label={t`Defects found per class against the plan`}
        mt="5"
        columns={[
          t`CLASS`,
          { label: t`AQL`, end: true },
          t`TABLE`,
          { label: t`AC / RE`, end: true },
          { label: t`FOUND`, end: true },
          t`AGAINST THE PLAN`,
        ]}
      >
        {rows.map((row) => {
          const table = tableOf(row);
          const severity = table?.severity;
          const { accept, reject } = row;
          const overBy = row.found - row.reject + 1;
          const over = overLimit(row);
          return (
            <Table.Row key={row.severity}>
              <Table.Cell>
                <SeverityBadge severity={row.severity} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                {row.aql === null ? t`None accepted` : row.aql.toFixed(1)}
              </Table.Cell>
              <Table.Cell>
                {table ? (
                  <>
                    <Text as="span" display="block" whiteSpace="nowrap" title={table.fullName}>
                      {table.name}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      <Trans>{severity} inspection</Trans>
                    </Text>
                  </>
                ) : (
                  <Text as="span" color="fg.subtle" aria-label={t`No table: never accepted`}>
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                aria-label={t`Accept ${accept}, reject ${reject}`}
              >
                {row.accept} / {row.reject}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                fontWeight="bold"
                color={over ? "fg.error" : "fg"}
              >
                {counted ? formatCount(row.found) : "—"}
              </Table.Cell>
              <Table.Cell>
                {!counted ? (
                  <Text as="span" fontSize="sm" color="fg.muted">
                    <Trans>Not inspected yet</Trans>
                  </Text>
                ) : over ? (
                  <Badge colorPalette="red" variant="subtle">
                    <LuCircleAlert aria-hidden="true" />
                    {/* Past the most the class accepts, Re − 1 (Ac itself on every plan but Z1.4 reduced). */}
                    <Trans>Over by {overBy}</Trans>
                  </Badge>
                ) : inTheGap(row) ? (
                  <Badge colorPalette="orange" variant="subtle">
                    <LuCircleCheck aria-hidden="true" />
                    <Trans>Accepted, above Ac</Trans>
                  </Badge>
                ) : (
                  <Badge colorPalette="green" variant="subtle">
                    <LuCircleCheck aria-hidden="true" />
                    <Trans>Within</Trans>
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </ReportTable>
      <Box mt="2">
        <Text fontSize="xs" color="fg.muted">
          <Trans>
            A class fails the lot when as many units as its reject number are found (found ≥ Re); any critical
            defect fails it.
          </Trans>
          {gapPossible ? (
            <>
              {" "}
              <Trans>
                On this reduced plan a count above Ac and below Re is accepted, and the supplier's next lot
                goes back to normal inspection.
              </Trans>
            </>
          ) : null}
        </Text>
      </Box>
    </ReportSection>
  );
}
