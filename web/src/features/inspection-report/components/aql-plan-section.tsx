import { Badge, Box, Table, Text } from "@chakra-ui/react";
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

  return (
    <ReportSection title="AQL plan" aside={`${STANDARD_LABELS[plan.standard]} single sampling`}>
      <Facts
        columns={{ base: 2, md: 4 }}
        facts={[
          { label: "Lot size", value: formatCount(plan.lotSize) },
          { label: "Inspection level", value: levelName },
          { label: "Code letter", value: plan.codeLetter },
          { label: "Sample size", value: formatCount(plan.sampleSize) },
        ]}
      />
      <ReportTable
        label="Defects found per class against the plan"
        mt="5"
        columns={[
          "CLASS",
          { label: "AQL", end: true },
          "TABLE",
          { label: "AC / RE", end: true },
          { label: "FOUND", end: true },
          "AGAINST THE PLAN",
        ]}
      >
        {rows.map((row) => {
          const table = tableOf(row);
          const over = overLimit(row);
          return (
            <Table.Row key={row.severity}>
              <Table.Cell>
                <SeverityBadge severity={row.severity} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                {row.aql === null ? "None accepted" : row.aql.toFixed(1)}
              </Table.Cell>
              <Table.Cell>
                {table ? (
                  <>
                    <Text as="span" display="block" whiteSpace="nowrap" title={table.fullName}>
                      {table.name}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {table.severity} inspection
                    </Text>
                  </>
                ) : (
                  <Text as="span" color="fg.subtle" aria-label="No table: never accepted">
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                whiteSpace="nowrap"
                aria-label={`Accept ${row.accept}, reject ${row.reject}`}
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
                    Not inspected yet
                  </Text>
                ) : over ? (
                  <Badge colorPalette="red" variant="subtle">
                    <LuCircleAlert aria-hidden="true" />
                    {/* Past the most the class accepts, Re − 1 (Ac itself on every plan but Z1.4 reduced). */}
                    Over by {row.found - row.reject + 1}
                  </Badge>
                ) : inTheGap(row) ? (
                  <Badge colorPalette="orange" variant="subtle">
                    <LuCircleCheck aria-hidden="true" />
                    Accepted, above Ac
                  </Badge>
                ) : (
                  <Badge colorPalette="green" variant="subtle">
                    <LuCircleCheck aria-hidden="true" />
                    Within
                  </Badge>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </ReportTable>
      <Box mt="2">
        <Text fontSize="xs" color="fg.muted">
          A class fails the lot when as many units as its reject number are found (found ≥ Re); any critical
          defect fails it.
          {gapPossible
            ? " On this reduced plan a count above Ac and below Re is accepted, and the supplier's next lot goes back to normal inspection."
            : ""}
        </Text>
      </Box>
    </ReportSection>
  );
}
