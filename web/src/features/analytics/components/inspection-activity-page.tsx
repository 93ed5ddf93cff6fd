import { Badge, Box, Flex, Grid, Heading, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
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
import { perLanguage } from "../../../lib/i18n";
import { useListParams } from "../../../lib/use-list-params";
import { useActivity } from "../api/get-activity";
import { intervalLabel, intervalWord, SERIES_COLOURS } from "../charts/chart-frame";
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
const breakdownLabels = perLanguage((): Readonly<Record<Breakdown, string>> => ({
  status: t`Status`,
  result: t`Result`,
  controlPoint: t`Control point`,
}));
/** A breakdown within a sentence: "by week and control point". */
const breakdownWords = perLanguage((): Readonly<Record<Breakdown, string>> => ({
  status: t`status`,
  result: t`result`,
  controlPoint: t`control point`,
}));
const intervalLabels = perLanguage((): Readonly<Record<ActivityInterval, string>> => ({
  day: t`Day`,
  week: t`Week`,
  month: t`Month`,
}));

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
      title={t`Inspection activity`}
      description={t`Every inspection by its inspection date — planned, under way and done — and what is coming up.`}
      controls={
        <>
          <PressedButtons
            label={t`Interval`}
            value={interval ?? "auto"}
            options={[
              { value: "auto", label: t`Auto` },
              ...ACTIVITY_INTERVALS.map((value) => ({ value, label: intervalLabels()[value] })),
            ]}
            onChange={(value) => setParam(INTERVAL_PARAM, value === "auto" ? "" : value)}
          />
          <PressedButtons
            label={t`Break down by`}
            value={breakdown}
            options={BREAKDOWNS.map((value) => ({ value, label: breakdownLabels()[value] }))}
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
  const period = periodPhrase(query);
  if (data.totals.total === 0) {
    return (
      <Notice
        title={t`No inspection has an inspection date ${period}.`}
        detail={t`Choose another period, or clear the filters. What is planned for the coming days is below.`}
      />
    );
  }
  const series = seriesOf(data, breakdown).filter((s) => s.count(data.totals) > 0);
  const columns: FigureColumn<ActivityBucket>[] = [
    {
      id: "from",
      header: data.interval === "day" ? t`Day` : data.interval === "week" ? t`Week from` : t`Month`,
      value: (b) => b.from,
      cell: (b) => (data.interval === "month" ? intervalLabel(b.from, "month") : formatDay(b.from)),
    },
    ...series.map((s) => ({ id: s.key, header: s.label, value: s.count, format: "count" as const })),
    { id: "total", header: t`Total`, value: (b) => b.total, format: "count" },
  ];
  const total = formatCount(data.totals.total);
  const by = intervalWord(data.interval);
  const andBy = breakdownWords()[breakdown];
  return (
    <ChartBesideTable
      title={t`${total} inspections by ${by} and ${andBy}`}
      caption={t`Inspected (or to be inspected) ${period}; without an inspection date yet, by delivery date.`}
      chartHeight="72"
      chart={
        <StackedChart
          label={t`Inspections by ${by} and ${andBy}`}
          series={series}
          rows={data.buckets.map((bucket) => ({
            name: intervalLabel(bucket.from, data.interval),
            ...Object.fromEntries(series.map((s) => [s.key, s.count(bucket)])),
          }))}
        />
      }
    >
      <FigureTable
        title={t`By ${by}`}
        columns={columns}
        rows={data.buckets}
        getRowId={(bucket) => bucket.from}
        exportName={exportName(`inspection-activity-by-${breakdown}`, query)}
        minWidth="420px"
        empty={
          <Text color="fg.muted">
            <Trans>No inspection in this period.</Trans>
          </Text>
        }
      />
    </ChartBesideTable>
  );
}

const weekdays = perLanguage(
  () =>
    [
      t({ message: "Sun", comment: "Sunday, shortened" }),
      t({ message: "Mon", comment: "Monday, shortened" }),
      t({ message: "Tue", comment: "Tuesday, shortened" }),
      t({ message: "Wed", comment: "Wednesday, shortened" }),
      t({ message: "Thu", comment: "Thursday, shortened" }),
      t({ message: "Fri", comment: "Friday, shortened" }),
      t({ message: "Sat", comment: "Saturday, shortened" }),
    ] as const,
);
// A day alone ("2026-11-12") is read as UTC midnight.
const weekday = (day: string) => weekdays()[new Date(day).getUTCDay()] ?? "";

const upcomingColumns = perLanguage((): readonly FigureColumn<UpcomingInspection>[] => [
  { id: "day", header: t`Day`, value: (i) => i.day, format: "day" },
  {
    id: "status",
    header: t`Status`,
    value: (i) => statusLabel(i.status),
    cell: (i) => <InspectionStatusBadge status={i.status} />,
  },
  { id: "number", header: t`Inspection number`, value: (i) => i.inspectionNumber },
  {
    id: "style",
    header: t`Style`,
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
  { id: "supplier", header: t`Supplier`, value: (i) => i.supplierName },
  { id: "inspector", header: t`Inspector`, value: (i) => i.inspector ?? t`Not assigned yet` },
  { id: "point", header: t`Control point`, value: (i) => i.controlPoint ?? t`Not set` },
]);

function Upcoming({ data, query }: { data: InspectionActivity; query: AnalyticsQuery }) {
  const { upcoming } = data;
  const total = upcoming.days.reduce((sum, day) => sum + day.total, 0);
  const inspections = formatCount(total);
  const from = formatDay(upcoming.from);
  const to = formatDay(upcoming.to);
  const shownCount = upcoming.inspections.length;
  return (
    <Box as="section" aria-label={t`Coming days`}>
      <Heading as="h2" size="md" color="brand.900">
        <Trans>Coming days</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        <Trans>
          {inspections} inspections from {from} to {to}: booked with an inspector (Planned), or still to be
          booked (Created).
        </Trans>
      </Text>
      <Grid
        templateColumns="repeat(auto-fill, minmax(92px, 1fr))"
        gap="2"
        mb="4"
        role="list"
        aria-label={t`Inspections per day`}
      >
        {upcoming.days.map((day) => (
          <UpcomingDay key={day.day} day={day} />
        ))}
      </Grid>
      <FigureTable
        title={t`Planned inspections`}
        caption={shownCount < total ? t`The first ${shownCount} of ${inspections}, by day.` : t`By day.`}
        columns={upcomingColumns()}
        rows={upcoming.inspections}
        getRowId={(inspection) => inspection.id}
        exportName={exportName("coming-inspections", { from: upcoming.from, to: upcoming.to })}
        minWidth="820px"
        empty={
          <Text color="fg.muted">
            {query.supplierId || query.categoryCode ? (
              <Trans>Nothing is planned for the coming days with these filters.</Trans>
            ) : (
              <Trans>Nothing is planned for the coming days.</Trans>
            )}
          </Text>
        }
      />
    </Box>
  );
}

/** One of the coming days: how many inspections, and how many are still to book. */
function UpcomingDay({ day }: { day: InspectionActivity["upcoming"]["days"][number] }) {
  const toBook = day.byStatus.CREATED;
  const dayTotal = day.total;
  return (
    <Box
      role="listitem"
      bg="bg"
      borderWidth="1px"
      borderColor={toBook > 0 ? "blue.200" : "border"}
      borderRadius="md"
      px="3"
      py="2"
    >
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {weekday(day.day)} {formatDay(day.day).slice(0, 6)}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color="brand.900" aria-label={t`${dayTotal} inspections`}>
        {dayTotal}
      </Text>
      {toBook > 0 ? (
        <Badge size="xs" colorPalette="blue" variant="subtle">
          <Trans>{toBook} to book</Trans>
        </Badge>
      ) : null}
    </Box>
  );
}
