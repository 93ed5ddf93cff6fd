import { Badge, Box, Flex, Grid, Heading, Text } from "@chakra-ui/react";
import {
  ACTIVITY_INTERVALS,
  ActivityIntervalSchema,
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
  type ActivityBucket,
  type ActivityInterval,
  type AnalyticsQuery,
  type InspectionActivity,
  type UpcomingInspection,
  formatCount,
  formatDay,
} from "@aql-portal/shared";
import {
  InspectionStatusBadge,
  RESULT_COLOURS,
  STATUS_COLOURS,
  statusLabel,
} from "../../../components/ui/inspection-badges";
import { useListParams } from "../../../lib/use-list-params";
import { useActivity } from "../api/get-activity";
import { intervalLabel, SERIES_COLOURS } from "../charts/chart-frame";
import { StackedChart } from "../charts/lazy-charts";
import type { StackedSeries } from "../charts/stacked-chart";
import { exportName } from "./analytics-filters";
import { AnalyticsPage, FiguresState, Notice, periodPhrase } from "./analytics-page";
import { ChartBesideTable } from "./chart-beside-table";
import { FigureTable, type FigureColumn } from "../../../components/data-table/figure-table";
import { PressedButtons } from "./pressed-buttons";

const INTERVAL_PARAM = "interval";
const BREAKDOWN_PARAM = "breakdown";
const BREAKDOWNS = ["status", "result", "controlPoint"] as const;
type Breakdown = (typeof BREAKDOWNS)[number];
const BREAKDOWN_LABELS: Readonly<Record<Breakdown, string>> = {
  status: "Status",
  result: "Result",
  controlPoint: "Control point",
};

/**
 * Inspection Activity: every inspection of the period (whatever its status) by day, week or month, broken down
 * by status, result or control point; and what is planned for the coming two weeks.
 */
export function InspectionActivityPage() {
  const { params, setParam } = useListParams();
  const interval = ActivityIntervalSchema.safeParse(params.get(INTERVAL_PARAM)).data;
  const breakdown: Breakdown =
    BREAKDOWNS.find((candidate) => candidate === params.get(BREAKDOWN_PARAM)) ?? "status";
  return (
    <AnalyticsPage
      title="Inspection activity"
      description="Every inspection by its inspection date — planned, under way and done — and what is coming up."
      controls={
        <>
          <PressedButtons
            label="Interval"
            value={interval ?? "auto"}
            options={[
              { value: "auto", label: "Auto" },
              ...ACTIVITY_INTERVALS.map((value) => ({
                value,
                label: value.charAt(0).toUpperCase() + value.slice(1),
              })),
            ]}
            onChange={(value) => setParam(INTERVAL_PARAM, value === "auto" ? "" : value)}
          />
          <PressedButtons
            label="Break down by"
            value={breakdown}
            options={BREAKDOWNS.map((value) => ({ value, label: BREAKDOWN_LABELS[value] }))}
            onChange={(value) => setParam(BREAKDOWN_PARAM, value === "status" ? "" : value)}
          />
        </>
      }
    >
      {(query) => <Activity query={query} interval={interval} breakdown={breakdown} />}
    </AnalyticsPage>
  );
}

function Activity({
  query,
  interval,
  breakdown,
}: {
  query: AnalyticsQuery;
  interval: ActivityInterval | undefined;
  breakdown: Breakdown;
}) {
  const activity = useActivity({ ...query, interval });
  return (
    <FiguresState figures={activity}>
      {(data) => (
        <Flex direction="column" gap="6">
          <Breakdown data={data} query={query} breakdown={breakdown} />
          <Upcoming data={data} query={query} />
        </Flex>
      )}
    </FiguresState>
  );
}

/** The series of a breakdown, in the portal's colours: statuses and results as their badges are. */
function seriesOf(
  data: InspectionActivity,
  breakdown: Breakdown,
): (StackedSeries & { count: (b: ActivityBucket) => number })[] {
  switch (breakdown) {
    case "status":
      return INSPECTION_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(status),
        color: `${STATUS_COLOURS[status]}.400`,
        count: (bucket) => bucket.byStatus[status],
      }));
    case "result":
      return INSPECTION_RESULTS.map((result) => ({
        key: result,
        label: result,
        color: `${RESULT_COLOURS[result]}.400`,
        count: (bucket) => bucket.byResult[result],
      }));
    case "controlPoint":
      return data.controlPoints.map((point, index) => ({
        key: point.id,
        label: point.name,
        color: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? "gray.500",
        count: (bucket) => bucket.byControlPoint[point.id] ?? 0,
      }));
  }
}

function Breakdown({
  data,
  query,
  breakdown,
}: {
  data: InspectionActivity;
  query: AnalyticsQuery;
  breakdown: Breakdown;
}) {
  if (data.totals.total === 0) {
    return (
      <Notice
        title={`No inspection has an inspection date ${periodPhrase(query)}.`}
        detail="Choose another period, or clear the filters. What is planned for the coming days is below."
      />
    );
  }
  const series = seriesOf(data, breakdown).filter((s) => s.count(data.totals) > 0);
  const columns: FigureColumn<ActivityBucket>[] = [
    {
      id: "from",
      header: data.interval === "day" ? "Day" : data.interval === "week" ? "Week from" : "Month",
      value: (b) => b.from,
      cell: (b) => (data.interval === "month" ? intervalLabel(b.from, "month") : formatDay(b.from)),
    },
    ...series.map((s) => ({ id: s.key, header: s.label, value: s.count, format: "count" as const })),
    { id: "total", header: "Total", value: (b) => b.total, format: "count" },
  ];
  return (
    <ChartBesideTable
      title={`${formatCount(data.totals.total)} inspections by ${data.interval} and ${BREAKDOWN_LABELS[breakdown].toLowerCase()}`}
      caption={`Inspected (or to be inspected) ${periodPhrase(query)}; without an inspection date yet, by delivery date.`}
      chartHeight="72"
      chart={
        <StackedChart
          label={`Inspections by ${data.interval} and ${BREAKDOWN_LABELS[breakdown].toLowerCase()}`}
          series={series}
          rows={data.buckets.map((bucket) => ({
            name: intervalLabel(bucket.from, data.interval),
            ...Object.fromEntries(series.map((s) => [s.key, s.count(bucket)])),
          }))}
        />
      }
    >
      <FigureTable
        title={`By ${data.interval}`}
        columns={columns}
        rows={data.buckets}
        getRowId={(bucket) => bucket.from}
        exportName={exportName(`inspection-activity-by-${breakdown}`, query)}
        minWidth="420px"
        empty={<Text color="fg.muted">No inspection in this period.</Text>}
      />
    </ChartBesideTable>
  );
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const weekday = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? "";

const UPCOMING_COLUMNS: readonly FigureColumn<UpcomingInspection>[] = [
  { id: "day", header: "Day", value: (i) => i.day, format: "day" },
  {
    id: "status",
    header: "Status",
    value: (i) => statusLabel(i.status),
    cell: (i) => <InspectionStatusBadge status={i.status} />,
  },
  { id: "number", header: "Inspection number", value: (i) => i.inspectionNumber },
  {
    id: "style",
    header: "Style",
    value: (i) => i.styleCode,
    cell: (i) => (
      <Box>
        <Text fontWeight="semibold">{i.styleCode}</Text>
        <Text fontSize="xs" color="fg.muted">
          {i.styleName} · {i.colour}
        </Text>
      </Box>
    ),
  },
  { id: "supplier", header: "Supplier", value: (i) => i.supplierName },
  { id: "inspector", header: "Inspector", value: (i) => i.inspector ?? "Not assigned yet" },
  { id: "point", header: "Control point", value: (i) => i.controlPoint ?? "Not set" },
];

function Upcoming({ data, query }: { data: InspectionActivity; query: AnalyticsQuery }) {
  const { upcoming } = data;
  const total = upcoming.days.reduce((sum, day) => sum + day.total, 0);
  return (
    <Box as="section" aria-label="Coming days">
      <Heading as="h2" size="md" color="brand.900">
        Coming days
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {formatCount(total)} inspections from {formatDay(upcoming.from)} to {formatDay(upcoming.to)}: booked
        with an inspector (Planned), or still to be booked (Created).
      </Text>
      <Grid
        templateColumns="repeat(auto-fill, minmax(92px, 1fr))"
        gap="2"
        mb="4"
        role="list"
        aria-label="Inspections per day"
      >
        {upcoming.days.map((day) => (
          <Box
            key={day.day}
            role="listitem"
            bg="bg"
            borderWidth="1px"
            borderColor={day.byStatus.CREATED > 0 ? "blue.200" : "border"}
            borderRadius="md"
            px="3"
            py="2"
          >
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {weekday(day.day)} {formatDay(day.day).slice(0, 6)}
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="brand.900" aria-label={`${day.total} inspections`}>
              {day.total}
            </Text>
            {day.byStatus.CREATED > 0 ? (
              <Badge size="xs" colorPalette="blue" variant="subtle">
                {day.byStatus.CREATED} to book
              </Badge>
            ) : null}
          </Box>
        ))}
      </Grid>
      <FigureTable
        title="Planned inspections"
        caption={
          upcoming.inspections.length < total
            ? `The first ${upcoming.inspections.length} of ${formatCount(total)}, by day.`
            : "By day."
        }
        columns={UPCOMING_COLUMNS}
        rows={upcoming.inspections}
        getRowId={(inspection) => inspection.id}
        exportName={exportName("coming-inspections", { from: upcoming.from, to: upcoming.to })}
        minWidth="820px"
        empty={
          <Text color="fg.muted">
            Nothing is planned for the coming days
            {query.supplierId || query.categoryCode ? " with these filters" : ""}.
          </Text>
        }
      />
    </Box>
  );
}
