import { isReported, formatCount } from "@aql-portal/shared";
import { useMemo } from "react";
import { Alert, Badge, Box, Button, Table, Text } from "@chakra-ui/react";
import { LuRefreshCw } from "react-icons/lu";
import type { InspectionDetail } from "@aql-portal/shared";
import { useSizeChart } from "../../../lib/size-chart";
import { formatCentimetres, formatDeviation, measurementRows } from "./report-model";
import { EmptyNote, ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** Sampled garments measured at points of measure, judged against the style's size chart. */
export function MeasurementsSection({
  detail,
}: {
  detail: Pick<InspectionDetail, "work" | "product" | "status">;
}) {
  const { measurements } = detail.work;
  // The chart is read only when there is something to judge against it.
  const chart = useSizeChart(measurements.length > 0 ? detail.product.id : null);
  const rows = useMemo(() => measurementRows(measurements, chart.data ?? null), [measurements, chart.data]);
  const garments = new Set(measurements.map((measurement) => measurement.garment)).size;
  const outOfTolerance = rows.filter((row) => row.check.outOfTolerance).length;

  if (measurements.length === 0) {
    return (
      <ReportSection title="Measurements">
        <EmptyNote
          title="No measurements recorded"
          detail={
            isReported(detail.status)
              ? "The inspector measured no garment for this inspection."
              : "Measurements appear here as the inspector records them."
          }
        />
      </ReportSection>
    );
  }

  return (
    <ReportSection
      title="Measurements"
      aside={`${formatCount(rows.length)} ${rows.length === 1 ? "measurement" : "measurements"} · ${garments} ${garments === 1 ? "garment" : "garments"}${chart.data ? ` · ${outOfTolerance} out of tolerance` : ""}`}
    >
      {chart.error ? (
        <Alert.Root status="warning" mb="4" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The size chart could not be loaded</Alert.Title>
            <Alert.Description>
              {chart.error.message} Measurements are shown without specifications until it loads.
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" bg="bg" flexShrink="0" onClick={() => void chart.mutate()}>
            <LuRefreshCw aria-hidden="true" />
            Try again
          </Button>
        </Alert.Root>
      ) : chart.data === null ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No size chart for {detail.product.styleCode}</Alert.Title>
            <Alert.Description>
              Measurements are shown as taken, without specifications or tolerances. A planner can upload the
              chart on the Product page.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ReportTable
        label="Measurements"
        maxH="480px"
        nowrap
        columns={[
          { label: "GARMENT", end: true },
          "SIZE",
          "POINT OF MEASURE",
          { label: "SPEC (CM)", end: true },
          { label: "MEASURED (CM)", end: true },
          { label: "DEVIATION", end: true },
        ]}
      >
        {rows.map((row) => {
          const { specification, deviation, outOfTolerance: out } = row.check;
          return (
            <Table.Row key={row.id} bg={out ? "red.subtle" : undefined}>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {row.garment}
              </Table.Cell>
              <Table.Cell>{row.size}</Table.Cell>
              <Table.Cell>
                <Text as="span" fontFamily="mono" fontSize="sm" me="2">
                  {row.pointCode}
                </Text>
                {row.pointName ? <Text as="span">{row.pointName}</Text> : null}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                {specification === null ? (chart.isLoading ? "…" : "—") : formatCentimetres(specification)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {formatCentimetres(row.value)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {deviation === null ? (
                  <Text as="span" color="fg.subtle">
                    —
                  </Text>
                ) : (
                  <Box display="inline-flex" alignItems="center" gap="2">
                    {out ? (
                      <Badge colorPalette="red" variant="solid" size="sm">
                        Out of tolerance
                      </Badge>
                    ) : null}
                    <Text
                      as="span"
                      fontVariantNumeric="tabular-nums"
                      color={out ? "fg.error" : "fg"}
                      fontWeight={out ? "bold" : "normal"}
                    >
                      {formatDeviation(deviation)}
                    </Text>
                  </Box>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </ReportTable>
    </ReportSection>
  );
}
