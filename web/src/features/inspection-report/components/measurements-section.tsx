import { isReported } from "@aql-portal/shared";
import { useMemo } from "react";
import { Alert, Badge, Box, Button, Table, Text } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  const { measurements } = detail.work;
  // The chart is read only when there is something to judge against it.
  const chart = useSizeChart(measurements.length > 0 ? detail.product.id : null);
  const rows = useMemo(() => measurementRows(measurements, chart.data ?? null), [measurements, chart.data]);
  const garments = new Set(measurements.map((measurement) => measurement.garment)).size;
  const outOfTolerance = rows.filter((row) => row.check.outOfTolerance).length;

  if (measurements.length === 0) {
    return (
      <ReportSection title={t`Measurements`}>
        <EmptyNote
          title={t`No measurements recorded`}
          detail={
            isReported(detail.status)
              ? t`The inspector measured no garment for this inspection.`
              : t`Measurements appear here as the inspector records them.`
          }
        />
      </ReportSection>
    );
  }

  const measurementCount = rows.length;
  const chartProblem = chart.error?.message;
  const styleCode = detail.product.styleCode;

  return (
    <ReportSection
      title={t`Measurements`}
      aside={
        chart.data
          ? t`${plural(measurementCount, { one: "# measurement", other: "# measurements" })} · ${plural(garments, { one: "# garment", other: "# garments" })} · ${outOfTolerance} out of tolerance`
          : t`${plural(measurementCount, { one: "# measurement", other: "# measurements" })} · ${plural(garments, { one: "# garment", other: "# garments" })}`
      }
    >
      {chart.error ? (
        <Alert.Root status="warning" mb="4" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The size chart could not be loaded</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>{chartProblem} Measurements are shown without specifications until it loads.</Trans>
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" bg="bg" flexShrink="0" onClick={() => void chart.mutate()}>
            <LuRefreshCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </Alert.Root>
      ) : chart.data === null ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>No size chart for {styleCode}</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                Measurements are shown as taken, without specifications or tolerances. A planner can upload
                the chart on the Product page.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ReportTable
        label={t`Measurements`}
        maxH="480px"
        nowrap
        columns={[
          { label: t`GARMENT`, end: true },
          t`SIZE`,
          t`POINT OF MEASURE`,
          { label: t`SPEC (CM)`, end: true },
          { label: t`MEASURED (CM)`, end: true },
          { label: t`DEVIATION`, end: true },
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
                        <Trans>Out of tolerance</Trans>
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
