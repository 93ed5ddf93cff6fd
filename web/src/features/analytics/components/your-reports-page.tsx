import type { ReactNode } from "react";
import { Box, Button, Flex, Heading, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { LuArrowRight } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  can,
  daysInRange,
  yourReportsPagePath,
  yourReportsPagesFor,
  trendInterval,
  webRoutes,
  type AnalyticsOverview,
  type AnalyticsQuery,
  type AwaitingLot,
  type ClientTabName,
  type Mover,
  type TrendPoint,
  type YourReportsPage as YourReportsSubPage,
  formatCount,
  formatDay,
  formatDecimal,
  formatPercent,
} from "@aql-portal/shared";
import { InspectionResultBadge } from "../../../components/ui/inspection-badges";
import { useSession } from "../../../lib/auth/session-context";
import { perLanguage } from "../../../lib/i18n";
import { useConfig } from "../../../lib/config/config-context";
import { inspectionReportPath } from "../../../lib/inspections";
import { useOverview } from "../api/get-overview";
import { intervalWord } from "../charts/chart-frame";
import { TrendChart } from "../charts/lazy-charts";
import { exportName, type AnalyticsFilters } from "./analytics-filters";
import { AnalyticsPage, FiguresState, Notice, periodPhrase } from "./analytics-page";
import { ChartBesideTable } from "./chart-beside-table";
import { FigureTable, type FigureColumn } from "../../../components/data-table/figure-table";
import { Kpi, pointsChange } from "./kpi";
import { useReportLinks } from "./report-links";

/** What each report page is for, on Your Reports' links. */
const tabPurposes = perLanguage((): Partial<Record<ClientTabName, string>> => ({
  "Supplier Analysis": t`First-time pass rate, failures and defects per supplier and factory, with their trend.`,
  "Inspection Activity": t`Inspections over time by status, result and control point, and what is planned next.`,
  "Defect Analysis": t`The defects found, largest first, by defect, class and product category.`,
  Insights: t`What changed most this period, in plain sentences.`,
  Inspection: t`Every inspection with its result and client decision; open a report to decide.`,
  "Skipped Inspections": t`PO lines the planners chose not to inspect, and why.`,
}));

/** What each of Your Reports' own sub-pages is for. */
const subPagePurposes = perLanguage((): Readonly<Record<YourReportsSubPage["slug"], string>> => ({
  "compliance-panel": t`Per supplier, the deliveries checked at the DCs, the share meeting the packaging standard and the worst issues.`,
  compliance: t`Each delivery's packaging check against the standard, with the issue to raise first.`,
  accuracy: t`Units received against ordered at the DCs: short and over shipments, by how much.`,
  "garment-check": t`How well cartons are filled: units per carton against what their sizes would hold.`,
  downloads: t`The report PDFs of many inspections at once, in one .zip file.`,
}));

/**
 * Your Reports (the client roles' start page): where quality stands for the period, against the period before —
 * inspections done, first-time pass rate, defects per 100 units, lots awaiting a decision — with the suppliers
 * and defects that moved most and a way into every report page.
 */
export function YourReportsPage() {
  return (
    <AnalyticsPage
      title={t`Your reports`}
      description={t`Where quality stands for the period you choose, against the same number of days before it.`}
    >
      {(query, filters) => <Overview query={query} filters={filters} />}
    </AnalyticsPage>
  );
}

function Overview({ query, filters }: { query: AnalyticsQuery; filters: AnalyticsFilters }) {
  const overview = useOverview(query);
  return (
    <FiguresState figures={overview}>
      {(data) => <Figures data={data} query={query} filters={filters} />}
    </FiguresState>
  );
}

function Figures({
  data,
  query,
  filters,
}: {
  data: AnalyticsOverview;
  query: AnalyticsQuery;
  filters: AnalyticsFilters;
}) {
  const { role } = useSession();
  const { customerName, features } = useConfig();
  const { tabs, pathOf } = useReportLinks();
  const { current, previous } = data;
  const days = daysInRange(query.from, query.to);
  const against = t`the previous ${days} days`;
  const period = periodPhrase(query);
  const inspections = formatCount(current.inspections);
  const passedFirstTime = formatCount(current.passedFirstTime);
  const defectsFound = formatCount(current.defectsFound);
  const unitsSampled = formatCount(current.unitsSampled);
  const mayDecide = can(role.name, "client-decisions:set");
  const decisionList = pathOf(
    "Inspection",
    { from: query.from, to: query.to, supplierId: filters.supplierId },
    { show: "decision" },
  );

  return (
    <Flex direction="column" gap="6">
      {current.inspections === 0 && current.awaitingDecision === 0 ? (
        <Notice
          title={t`No inspection was finished ${period}.`}
          detail={t`Choose a longer period, or clear the filters, to see figures. Planned inspections are on Inspection Activity.`}
        />
      ) : (
        <>
          <Flex gap="4" wrap="wrap" as="section" aria-label={t`Headline figures`}>
            <Kpi
              label={t`Inspections done`}
              value={inspections}
              detail={t`Lots whose report is out`}
              change={{
                change: { amount: current.inspections - previous.inspections, unit: "units", better: "up" },
                against,
              }}
            />
            <Kpi
              label={t`First-time pass rate`}
              value={current.firstTimePassRate === null ? "—" : formatPercent(current.firstTimePassRate)}
              detail={t`${passedFirstTime} of ${inspections} passed at their first inspection`}
              change={changeOf(
                pointsChange(current.firstTimePassRate, previous.firstTimePassRate),
                "points",
                "up",
                against,
              )}
            />
            <Kpi
              label={t`Defects per 100 units`}
              value={current.defectsPer100Units === null ? "—" : formatDecimal(current.defectsPer100Units)}
              detail={t`${defectsFound} units found defective in ${unitsSampled} sampled`}
              change={changeOf(
                current.defectsPer100Units === null || previous.defectsPer100Units === null
                  ? null
                  : current.defectsPer100Units - previous.defectsPer100Units,
                "per 100",
                "down",
                against,
              )}
            />
            <Kpi
              label={mayDecide ? t`Awaiting your decision` : t`Awaiting a client decision`}
              value={formatCount(current.awaitingDecision)}
              detail={t`Lots of this period whose report is out`}
              attention={current.awaitingDecision > 0}
              action={
                decisionList && current.awaitingDecision > 0 ? (
                  <Link asChild fontWeight="semibold" fontSize="sm">
                    <RouterLink to={decisionList}>
                      <Trans>See them all</Trans> <LuArrowRight aria-hidden="true" />
                    </RouterLink>
                  </Link>
                ) : null
              }
            />
          </Flex>
          <TrendSection points={data.trend} query={query} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
            <MoversTable
              title={t`Suppliers that moved most`}
              caption={t`First-time pass rate, against ${against} (suppliers with at least 3 inspections in each).`}
              movers={data.supplierMovers}
              kind="supplier"
              linkOf={(mover) => pathOf("Supplier Analysis", { ...filters, supplierId: mover.id })}
              exportAs={exportName("suppliers-that-moved", query)}
            />
            <MoversTable
              title={t`Defects that moved most`}
              caption={t`Units found with each defect, against ${against}.`}
              movers={data.defectMovers}
              kind="defect"
              linkOf={(mover) => pathOf("Defect Analysis", filters, { by: "defect", open: mover.id })}
              exportAs={exportName("defects-that-moved", query)}
            />
          </SimpleGrid>
        </>
      )}
      <AwaitingTable
        lots={data.awaiting}
        total={current.awaitingDecision}
        query={query}
        mayDecide={mayDecide}
      />
      <Box as="section" aria-label={t`Report pages`}>
        <Heading as="h2" size="md" color="brand.900" mb="3">
          <Trans>Report pages</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {tabs
            .filter((tab) => tab.name !== "Your Reports")
            .map((tab) => (
              <ReportLink
                key={tab.name}
                to={pathOf(tab.name, tab.kind === "analytics" ? filters : {}) ?? tab.path}
                title={tab.name}
              >
                {tabPurposes()[tab.name]}
              </ReportLink>
            ))}
          {yourReportsPagesFor(role.name, features).map((page) => (
            <ReportLink key={page.slug} to={yourReportsPagePath(customerName, page.slug)} title={page.title}>
              {subPagePurposes()[page.slug]}
            </ReportLink>
          ))}
          {can(role.name, "switching:read") ? (
            <ReportLink to={webRoutes.suppliers} title={t`Suppliers`}>
              <Trans>
                Each supplier&apos;s severity of inspection per defect class (normal, tightened, reduced or
                discontinued), why, and the decisions to make.
              </Trans>
            </ReportLink>
          ) : null}
        </SimpleGrid>
      </Box>
    </Flex>
  );
}

function changeOf(amount: number | null, unit: "points" | "per 100", better: "up" | "down", against: string) {
  return amount === null ? null : { change: { amount, unit, better }, against };
}

const trendColumns = perLanguage((): readonly FigureColumn<TrendPoint>[] => [
  { id: "from", header: t`From`, value: (p) => p.from, format: "day" },
  { id: "to", header: t`To`, value: (p) => p.to, format: "day" },
  { id: "inspections", header: t`Inspections done`, value: (p) => p.inspections, format: "count" },
  { id: "rate", header: t`First-time pass rate`, value: (p) => p.firstTimePassRate, format: "percent" },
]);

function TrendSection({ points, query }: { points: readonly TrendPoint[]; query: AnalyticsQuery }) {
  const interval = trendInterval(query.from, query.to);
  const by = intervalWord(interval);
  return (
    <ChartBesideTable
      title={t`Inspections done and first-time pass rate, by ${by}`}
      sideBySideFrom="xl"
      chartHeight="72"
      chart={
        <TrendChart
          points={points}
          interval={interval}
          label={t`Inspections done and first-time pass rate by ${by}`}
        />
      }
    >
      <FigureTable
        title={t`By ${by}`}
        columns={trendColumns()}
        rows={points}
        getRowId={(point) => point.from}
        exportName={exportName("quality-trend", query)}
        empty={
          <Text>
            <Trans>No inspection in this period.</Trans>
          </Text>
        }
      />
    </ChartBesideTable>
  );
}

function MoversTable({
  title,
  caption,
  movers,
  kind,
  linkOf,
  exportAs,
}: {
  title: string;
  caption: string;
  movers: readonly Mover[];
  kind: "supplier" | "defect";
  linkOf: (mover: Mover) => string | null;
  exportAs: string;
}) {
  const rate = kind === "supplier";
  const columns: FigureColumn<Mover>[] = [
    {
      id: "name",
      header: kind === "supplier" ? t`Supplier` : t`Defect`,
      value: (m) => m.name,
      cell: (m) => {
        const to = linkOf(m);
        return to ? (
          <Link asChild fontWeight="semibold">
            <RouterLink to={to}>{m.name}</RouterLink>
          </Link>
        ) : (
          m.name
        );
      },
    },
    { id: "previous", header: t`Before`, value: (m) => m.previous, format: rate ? "percent" : "count" },
    { id: "current", header: t`Now`, value: (m) => m.current, format: rate ? "percent" : "count" },
    {
      id: "change",
      header: rate ? t`Change (points)` : t`Change (units)`,
      value: (m) => m.change,
      format: rate ? "decimal" : "count",
      cell: (m) => (
        <Text as="span" fontWeight="semibold" color={m.change > 0 === rate ? "green.fg" : "red.fg"}>
          {m.change > 0 ? "+" : "−"}
          {rate ? formatDecimal(Math.abs(m.change)) : formatCount(Math.abs(m.change))}
        </Text>
      ),
    },
  ];
  return (
    <FigureTable
      title={title}
      caption={caption}
      columns={columns}
      rows={movers}
      getRowId={(mover) => mover.id}
      exportName={exportAs}
      empty={
        <Text color="fg.muted">
          <Trans>Nothing moved against the previous period.</Trans>
        </Text>
      }
    />
  );
}

function AwaitingTable({
  lots,
  total,
  query,
  mayDecide,
}: {
  lots: readonly AwaitingLot[];
  total: number;
  query: AnalyticsQuery;
  mayDecide: boolean;
}) {
  const columns: FigureColumn<AwaitingLot>[] = [
    {
      id: "date",
      header: t`Inspected`,
      value: (l) => l.inspectionDate,
      cell: (l) => formatDay(l.inspectionDate),
    },
    {
      id: "style",
      header: t`Style`,
      value: (l) => l.styleCode,
      cell: (l) => (
        <Box>
          <Link asChild fontWeight="semibold">
            <RouterLink to={inspectionReportPath(l.id)}>{l.styleCode}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {l.styleName} · {l.colour}
          </Text>
        </Box>
      ),
    },
    { id: "number", header: t`Inspection number`, value: (l) => l.inspectionNumber },
    { id: "supplier", header: t`Supplier`, value: (l) => l.supplierName },
    {
      id: "result",
      header: t`Result`,
      value: (l) => l.result,
      cell: (l) => <InspectionResultBadge result={l.result} />,
    },
  ];
  const shown = lots.length;
  const all = formatCount(total);
  const period = periodPhrase(query);
  return (
    <FigureTable
      title={mayDecide ? t`Lots awaiting your decision` : t`Lots awaiting a client decision`}
      caption={
        total > shown
          ? mayDecide
            ? t`The ${shown} inspected first of ${all}; open a report to decide.`
            : t`The ${shown} inspected first of ${all}; open a report to read it.`
          : mayDecide
            ? t`Open a report to record your decision.`
            : t`Open a report to read it.`
      }
      columns={columns}
      rows={lots}
      getRowId={(lot) => lot.id}
      exportName={exportName("awaiting-decision", query)}
      empty={
        <Text color="fg.muted">
          <Trans>Every lot inspected {period} has a decision.</Trans>
        </Text>
      }
    />
  );
}

function ReportLink({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <Button
      asChild
      variant="outline"
      bg="bg"
      h="auto"
      py="3"
      px="4"
      justifyContent="space-between"
      whiteSpace="normal"
      textAlign="start"
    >
      <RouterLink to={to}>
        <Box>
          <Text fontWeight="semibold" color="brand.fg">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted" fontWeight="normal">
            {children}
          </Text>
        </Box>
        <LuArrowRight aria-hidden="true" />
      </RouterLink>
    </Button>
  );
}
