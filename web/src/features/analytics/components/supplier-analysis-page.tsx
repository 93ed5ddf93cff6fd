import { useState } from "react";
import { HStack, Link, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import {
  daysInRange,
  type ActivityInterval,
  type AnalyticsQuery,
  type FactoryRow,
  type SupplierAnalysis,
  type SupplierRow,
  formatDecimal,
} from "@aql-portal/shared";
import { useListParams } from "../../../lib/use-list-params";
import { useSupplierAnalysis } from "../api/get-suppliers";
import { SupplierChart } from "../charts/lazy-charts";
import { Sparkline } from "../charts/sparkline";
import { exportName } from "./analytics-filters";
import { AnalyticsPage, FiguresState, Notice, periodPhrase } from "./analytics-page";
import { ChartBesideTable } from "./chart-beside-table";
import { FigureTable, type FigureColumn } from "../../../components/data-table/figure-table";
import { openInspectionsColumn } from "./open-inspections-column";
import { InspectionsDrawer, type DrillDown } from "./inspections-drawer";
import { pointsChange } from "./kpi";
import { PressedButtons } from "./pressed-buttons";
import { SwitchingSummary } from "./switching-summary";

/** The table's rows: suppliers, or each supplier's factories (?by=factory). */
const GROUPING_PARAM = "by";
type Grouping = "supplier" | "factory";

interface Row {
  id: string;
  supplierId: string;
  supplierName: string;
  factoryId: string | null;
  name: string;
  figures: FactoryRow;
}

/**
 * Supplier Analysis: per supplier (or factory) the inspections done, first-time pass rate and how it moved,
 * failure rate, defects per 100 units sampled and the trend over the period. Sortable; a name opens the
 * inspections behind it.
 */
export function SupplierAnalysisPage() {
  const { params, setParam } = useListParams();
  const grouping: Grouping = params.get(GROUPING_PARAM) === "factory" ? "factory" : "supplier";
  return (
    <AnalyticsPage
      title={t`Supplier analysis`}
      description={t`How each supplier's lots fared at inspection, against the same number of days before.`}
      controls={
        <PressedButtons
          label={t`Rows`}
          value={grouping}
          options={[
            { value: "supplier", label: t`Suppliers` },
            { value: "factory", label: t`Factories` },
          ]}
          onChange={(value) => setParam(GROUPING_PARAM, value === "factory" ? "factory" : "")}
        />
      }
    >
      {(query) => (
        <>
          <SwitchingSummary />
          <Suppliers query={query} grouping={grouping} />
        </>
      )}
    </AnalyticsPage>
  );
}

function Suppliers({ query, grouping }: { query: AnalyticsQuery; grouping: Grouping }) {
  const analysis = useSupplierAnalysis(query);
  const [drillDown, setDrillDown] = useState<DrillDown | null>(null);
  return (
    <>
      <FiguresState figures={analysis}>
        {(data) => <Figures data={data} query={query} grouping={grouping} onOpen={setDrillDown} />}
      </FiguresState>
      <InspectionsDrawer drillDown={drillDown} onClose={() => setDrillDown(null)} />
    </>
  );
}

function rowsOf(suppliers: readonly SupplierRow[], grouping: Grouping): Row[] {
  return suppliers.flatMap((supplier): Row[] =>
    grouping === "supplier"
      ? [
          {
            id: supplier.id,
            supplierId: supplier.id,
            supplierName: supplier.name,
            factoryId: null,
            name: supplier.name,
            figures: supplier,
          },
        ]
      : supplier.factories.map((factory) => ({
          id: `${supplier.id}/${factory.id}`,
          supplierId: supplier.id,
          supplierName: supplier.name,
          factoryId: factory.id,
          name: factory.name,
          figures: factory,
        })),
  );
}

function Figures({
  data,
  query,
  grouping,
  onOpen,
}: {
  data: SupplierAnalysis;
  query: AnalyticsQuery;
  grouping: Grouping;
  onOpen: (drillDown: DrillDown) => void;
}) {
  const inPeriod = data.suppliers.filter((supplier) => supplier.current.inspections > 0);
  const period = periodPhrase(query);
  if (inPeriod.length === 0) {
    return (
      <Notice
        title={t`No supplier's inspection was finished ${period}.`}
        detail={t`Choose a longer period, or clear the filters, to compare suppliers.`}
      />
    );
  }
  const rows = rowsOf(data.suppliers, grouping);
  const days = daysInRange(query.from, query.to);
  const open = (row: Row) => {
    const { name, supplierName } = row;
    onOpen({
      title: grouping === "supplier" ? t`${name}: inspections` : t`${supplierName}, ${name}: inspections`,
      query: {
        from: query.from,
        to: query.to,
        supplierId: row.supplierId,
        factoryId: row.factoryId ?? undefined,
        categoryCode: query.categoryCode,
        controlPointId: query.controlPointId,
      },
    });
  };
  const columns: FigureColumn<Row>[] = [
    ...(grouping === "factory"
      ? [
          {
            id: "supplier",
            header: t`Supplier`,
            value: (r: Row) => r.supplierName,
          } satisfies FigureColumn<Row>,
        ]
      : []),
    {
      id: "name",
      header: grouping === "supplier" ? t`Supplier` : t`Factory`,
      value: (r) => r.name,
      width: "220px",
      cell: (r) => (
        <Link as="button" fontWeight="semibold" textAlign="start" minW="40" onClick={() => open(r)}>
          {r.name}
        </Link>
      ),
    },
    {
      id: "inspections",
      header: t`Inspections`,
      value: (r) => r.figures.current.inspections,
      format: "count",
    },
    {
      id: "rate",
      header: t`First-time pass rate`,
      value: (r) => r.figures.current.firstTimePassRate,
      format: "percent",
    },
    {
      id: "change",
      header: t`Change (points)`,
      value: (r) => pointsChange(r.figures.current.firstTimePassRate, r.figures.previous.firstTimePassRate),
      format: "decimal",
      cell: (r) => (
        <PointsCell
          points={pointsChange(r.figures.current.firstTimePassRate, r.figures.previous.firstTimePassRate)}
        />
      ),
    },
    {
      id: "failure",
      header: t`Failure rate`,
      value: (r) => r.figures.current.failureRate,
      format: "percent",
    },
    {
      id: "defects",
      header: t`Defects per 100 units`,
      value: (r) => r.figures.current.defectsPer100Units,
      format: "decimal",
    },
    {
      id: "trend",
      header: t`Trend`,
      value: () => null,
      displayOnly: true,
      width: "120px",
      cell: (r) => <Sparkline points={r.figures.trend} label={trendLabel(r.name, data.interval)} />,
    },
    openInspectionsColumn(open, (r) => {
      const name = r.name;
      return t`Inspections of ${name}`;
    }),
    ...(grouping === "supplier" ? carColumns(data.correctiveActions) : []),
  ];
  return (
    <ChartBesideTable
      title={
        grouping === "supplier" ? t`First-time pass rate by supplier` : t`First-time pass rate by factory`
      }
      wider="table"
      chartHeight="72"
      chart={
        <SupplierChart
          label={
            grouping === "supplier"
              ? t`First-time pass rate by supplier, this period and the previous one`
              : t`First-time pass rate by factory, this period and the previous one`
          }
          suppliers={rows
            .filter((row) => row.figures.current.inspections > 0)
            .map((row) => ({
              name: grouping === "supplier" ? row.name : `${row.name} (${row.supplierName})`,
              current: row.figures.current.firstTimePassRate,
              previous: row.figures.previous.firstTimePassRate,
            }))}
        />
      }
    >
      <FigureTable
        title={grouping === "supplier" ? t`Suppliers` : t`Factories`}
        caption={t`Inspections whose report is out, inspected ${period}; the change is against the previous ${days} days. A name opens its inspections.`}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        exportName={exportName(`supplier-analysis-by-${grouping}`, query)}
        defaultSort={{ id: "inspections", desc: true }}
        minWidth="880px"
        empty={
          <Text color="fg.muted">
            <Trans>No supplier in this period.</Trans>
          </Text>
        }
      />
    </ChartBesideTable>
  );
}

/** "First-time pass rate of Acme by week": a row's sparkline, named. */
function trendLabel(name: string, interval: ActivityInterval): string {
  switch (interval) {
    case "day":
      return t`First-time pass rate of ${name} by day`;
    case "week":
      return t`First-time pass rate of ${name} by week`;
    case "month":
      return t`First-time pass rate of ${name} by month`;
  }
}

/** A supplier's corrective action requests: open and overdue now, and the average days to close in the period. */
function carColumns(figures: SupplierAnalysis["correctiveActions"]): FigureColumn<Row>[] {
  const of = (r: Row) => figures[r.supplierId];
  return [
    { id: "carsOpen", header: t`Open CARs`, value: (r) => of(r)?.open ?? 0, format: "count" },
    {
      id: "carsOverdue",
      header: t`Overdue CARs`,
      value: (r) => of(r)?.overdue ?? 0,
      format: "count",
      cell: (r) => {
        const overdue = of(r)?.overdue ?? 0;
        return (
          <Text
            as="span"
            display="block"
            textAlign="end"
            fontWeight={overdue > 0 ? "semibold" : undefined}
            color={overdue > 0 ? "red.fg" : undefined}
          >
            {overdue}
          </Text>
        );
      },
    },
    {
      id: "carsDays",
      header: t`Days to close a CAR`,
      value: (r) => of(r)?.averageDaysToClose ?? null,
      format: "decimal",
    },
  ];
}

function PointsCell({ points }: { points: number | null }) {
  if (points === null) {
    return (
      <Text as="span" color="fg.subtle" aria-label={t`nothing to compare with`}>
        —
      </Text>
    );
  }
  return (
    <HStack
      as="span"
      justify="flex-end"
      gap="0.5"
      fontWeight="semibold"
      color={points > 0 ? "green.fg" : points < 0 ? "red.fg" : "fg.muted"}
    >
      {points > 0 ? "+" : points < 0 ? "−" : ""}
      {formatDecimal(Math.abs(points))}
    </HStack>
  );
}
