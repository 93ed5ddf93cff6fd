import { Badge, Box, Table, Text } from "@chakra-ui/react";
import { LuCircleAlert, LuCircleCheck } from "react-icons/lu";
import {
  defectClassRows,
  defectTotals,
  isPlannable,
  type InspectionDetail,
  formatCount,
} from "@aql-portal/shared";
import { useMetaList } from "../../../lib/reference-data";
import { SeverityBadge } from "./report-badges";
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

  return (
    <ReportSection title="AQL plan" aside="ISO 2859-1 single sampling, normal inspection">
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
          { label: "ACCEPT (AC)", end: true },
          { label: "REJECT (RE)", end: true },
          { label: "FOUND", end: true },
          "AGAINST THE PLAN",
        ]}
      >
        {rows.map((row) => (
          <Table.Row key={row.severity}>
            <Table.Cell>
              <SeverityBadge severity={row.severity} />
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
              {row.aql === null ? "None accepted" : row.aql.toFixed(1)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {row.accept}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {row.reject}
            </Table.Cell>
            <Table.Cell
              textAlign="end"
              fontVariantNumeric="tabular-nums"
              fontWeight="bold"
              color={row.over ? "fg.error" : "fg"}
            >
              {counted ? formatCount(row.found) : "—"}
            </Table.Cell>
            <Table.Cell>
              {!counted ? (
                <Text as="span" fontSize="sm" color="fg.muted">
                  Not inspected yet
                </Text>
              ) : row.over ? (
                <Badge colorPalette="red" variant="subtle">
                  <LuCircleAlert aria-hidden="true" />
                  Over by {row.found - row.accept}
                </Badge>
              ) : (
                <Badge colorPalette="green" variant="subtle">
                  <LuCircleCheck aria-hidden="true" />
                  Within
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ReportTable>
      <Box mt="2">
        <Text fontSize="xs" color="fg.muted">
          A class fails the lot when more units are found than it accepts (found ≥ Re); any critical defect
          fails it.
        </Text>
      </Box>
    </ReportSection>
  );
}
