import { useState } from "react";
import { Badge, Text } from "@chakra-ui/react";
import {
  ParetoDimensionSchema,
  PARETO_DIMENSIONS,
  type AnalyticsQuery,
  type DefectAnalysis,
  type ParetoDimension,
  type ParetoItem,
  formatCount,
  formatDecimal,
  formatPercent,
} from "@aql-portal/shared";
import { useListParams } from "../../../lib/use-list-params";
import { useDefectAnalysis } from "../api/get-defects";
import { ParetoChart } from "../charts/lazy-charts";
import { exportName } from "./analytics-filters";
import { AnalyticsPage, FiguresState, Notice, periodPhrase } from "./analytics-page";
import { ChartBesideTable } from "./chart-beside-table";
import { FigureTable, type FigureColumn } from "../../../components/data-table/figure-table";
import { openInspectionsColumn } from "./open-inspections-column";
import { InspectionsDrawer, type DrillDown } from "./inspections-drawer";
import { PressedButtons } from "./pressed-buttons";

/** ?by=defect|severity|category, and ?open=<key> to open the inspections behind one bar (insights link so). */
const DIMENSION_PARAM = "by";
const OPEN_PARAM = "open";
const DIMENSION_LABELS: Readonly<Record<ParetoDimension, string>> = {
  defect: "Defect",
  severity: "Class",
  category: "Product category",
};

/**
 * Defect Analysis: the units found defective in the period's inspections as a Pareto — largest first, with the
 * running share and the 80 % line — by defect, class or product category. A bar (or a row) opens the
 * inspections behind it.
 */
export function DefectAnalysisPage() {
  const { params, setParam } = useListParams();
  const dimension = ParetoDimensionSchema.catch("defect").parse(params.get(DIMENSION_PARAM) ?? "defect");
  return (
    <AnalyticsPage
      title="Defect analysis"
      description="Which defects account for most of what inspectors found, largest first."
      controls={
        <PressedButtons
          label="Pareto by"
          value={dimension}
          options={PARETO_DIMENSIONS.map((value) => ({ value, label: DIMENSION_LABELS[value] }))}
          onChange={(value) => setParam(DIMENSION_PARAM, value === "defect" ? "" : value)}
        />
      }
    >
      {(query) => <Defects query={query} dimension={dimension} />}
    </AnalyticsPage>
  );
}

function Defects({ query, dimension }: { query: AnalyticsQuery; dimension: ParetoDimension }) {
  const analysis = useDefectAnalysis(query);
  const { params, setParam } = useListParams();
  const [drillDown, setDrillDown] = useState<DrillDown | null>(null);
  const openKey = params.get(OPEN_PARAM);

  const drillDownOf = (item: ParetoItem): DrillDown => ({
    title: `Inspections with ${dimension === "severity" ? `${item.label.toLowerCase()} defects` : item.label}`,
    query: {
      from: query.from,
      to: query.to,
      supplierId: query.supplierId,
      controlPointId: query.controlPointId,
      categoryCode: dimension === "category" ? item.key : query.categoryCode,
      ...(dimension === "defect" ? { defectId: item.key } : {}),
      ...(dimension === "severity" ? { severity: severityOf(item.key) } : {}),
    },
  });
  const items = analysis.data ? itemsOf(analysis.data, dimension) : [];
  // A link that names a bar (?open=FAB01) opens its inspections once the figures are in.
  const linked = openKey ? items.find((item) => item.key === openKey) : undefined;
  const shown = drillDown ?? (linked ? drillDownOf(linked) : null);

  return (
    <>
      <FiguresState figures={analysis}>
        {(data) => (
          <Pareto
            data={data}
            query={query}
            dimension={dimension}
            onOpen={(item) => setDrillDown(drillDownOf(item))}
          />
        )}
      </FiguresState>
      <InspectionsDrawer
        drillDown={shown}
        onClose={() => {
          setDrillDown(null);
          if (openKey) setParam(OPEN_PARAM, "");
        }}
      />
    </>
  );
}

function itemsOf(data: DefectAnalysis, dimension: ParetoDimension): ParetoItem[] {
  return dimension === "defect"
    ? data.byDefect
    : dimension === "severity"
      ? data.bySeverity
      : data.byCategory;
}

/** A class key from the severity Pareto, as the inspections list takes it. */
function severityOf(key: string) {
  return key === "CRITICAL" || key === "MAJOR" ? key : "MINOR";
}

const SEVERITY_COLOURS = { CRITICAL: "red", MAJOR: "orange", MINOR: "yellow" } as const;

function Pareto({
  data,
  query,
  dimension,
  onOpen,
}: {
  data: DefectAnalysis;
  query: AnalyticsQuery;
  dimension: ParetoDimension;
  onOpen: (item: ParetoItem) => void;
}) {
  const items = itemsOf(data, dimension);
  if (items.length === 0) {
    return (
      <Notice
        title={
          data.current.inspections === 0
            ? `No inspection was finished ${periodPhrase(query)}.`
            : `No defect was found in the ${formatCount(data.current.inspections)} inspections finished ${periodPhrase(query)}.`
        }
        detail="Choose a longer period, or clear the filters, to see where defects come from."
      />
    );
  }
  const label = DIMENSION_LABELS[dimension];
  const columns: FigureColumn<ParetoItem>[] = [
    { id: "rank", header: "Rank", value: (item) => items.indexOf(item) + 1, format: "count", width: "64px" },
    { id: "label", header: label, value: (item) => item.label, width: "260px" },
    ...(dimension === "defect"
      ? [
          {
            id: "severity",
            header: "Class",
            value: (item: ParetoItem) => item.severity ?? null,
            cell: (item: ParetoItem) =>
              item.severity ? (
                <Badge colorPalette={SEVERITY_COLOURS[item.severity]} variant="subtle">
                  {item.severity.charAt(0) + item.severity.slice(1).toLowerCase()}
                </Badge>
              ) : null,
          } satisfies FigureColumn<ParetoItem>,
        ]
      : []),
    { id: "count", header: "Units found", value: (item) => item.count, format: "count" },
    { id: "share", header: "Share", value: (item) => item.share, format: "percent" },
    {
      id: "cumulative",
      header: "Cumulative share",
      value: (item) => item.cumulativeShare,
      format: "percent",
    },
    { id: "previous", header: "Previous period", value: (item) => item.previousCount, format: "count" },
    { id: "inspections", header: "Inspections", value: (item) => item.inspections, format: "count" },
    openInspectionsColumn(onOpen, (item) => `Inspections with ${item.label}`),
  ];
  const vital = items.filter((item) => item.cumulativeShare - item.share < 0.8);
  return (
    <ChartBesideTable
      title={`${formatCount(data.current.defectsFound)} units found defective, by ${label.toLowerCase()}`}
      caption={
        <>
          {vital.length === 1
            ? `${vital[0]?.label} alone accounts for ${formatPercent(vital[0]?.share ?? 0)}.`
            : `${vital.length} of ${items.length} account for 80% of the units found.`}{" "}
          {formatDecimal(data.current.defectsPer100Units ?? 0)} defects per 100 units sampled. Choose a bar to
          see its inspections.
        </>
      }
      chartHeight="80"
      chart={
        <ParetoChart
          items={items}
          label={`Pareto of units found by ${label.toLowerCase()}`}
          onSelect={onOpen}
        />
      }
    >
      <FigureTable
        title={`By ${label.toLowerCase()}`}
        caption={`Inspections whose report is out, inspected ${periodPhrase(query)}.`}
        columns={columns}
        rows={items}
        getRowId={(item) => item.key}
        exportName={exportName(`defect-analysis-by-${dimension}`, query)}
        minWidth="900px"
        empty={<Text color="fg.muted">No defect found.</Text>}
      />
    </ChartBesideTable>
  );
}
