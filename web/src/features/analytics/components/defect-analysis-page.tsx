import { useState } from "react";
import { Badge, Text } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
const DIMENSION_LABELS = {
  defect: msg`Defect`,
  severity: msg`Class`,
  category: msg`Product category`,
} as const satisfies Record<ParetoDimension, unknown>;
/** A dimension within a sentence: "by product category". */
const DIMENSION_WORDS = {
  defect: msg`defect`,
  severity: msg`class`,
  category: msg`product category`,
} as const satisfies Record<ParetoDimension, unknown>;
/** A class (a severity Pareto's bar, a defect's class) by its key. */
const SEVERITY_NAMES = {
  CRITICAL: msg`Critical`,
  MAJOR: msg`Major`,
  MINOR: msg`Minor`,
} as const;

/**
 * Defect Analysis: the units found defective in the period's inspections as a Pareto — largest first, with the
 * running share and the 80 % line — by defect, class or product category. A bar (or a row) opens the
 * inspections behind it.
 */
export function DefectAnalysisPage() {
  const { t } = useLingui();
  const { params, setParam } = useListParams();
  const dimension = ParetoDimensionSchema.catch("defect").parse(params.get(DIMENSION_PARAM) ?? "defect");
  return (
    <AnalyticsPage
      title={t`Defect analysis`}
      description={t`Which defects account for most of what inspectors found, largest first.`}
      controls={
        <PressedButtons
          label={t`Pareto by`}
          value={dimension}
          options={PARETO_DIMENSIONS.map((value) => ({ value, label: t(DIMENSION_LABELS[value]) }))}
          onChange={(value) => setParam(DIMENSION_PARAM, value === "defect" ? "" : value)}
        />
      }
    >
      {(query) => <Defects query={query} dimension={dimension} />}
    </AnalyticsPage>
  );
}

function Defects({ query, dimension }: { query: AnalyticsQuery; dimension: ParetoDimension }) {
  const { t } = useLingui();
  const analysis = useDefectAnalysis(query);
  const { params, setParam } = useListParams();
  const [drillDown, setDrillDown] = useState<DrillDown | null>(null);
  const openKey = params.get(OPEN_PARAM);

  const drillDownTitle = (item: ParetoItem): string => {
    if (dimension !== "severity") {
      const name = item.label;
      return t`Inspections with ${name}`;
    }
    switch (severityOf(item.key)) {
      case "CRITICAL":
        return t`Inspections with critical defects`;
      case "MAJOR":
        return t`Inspections with major defects`;
      case "MINOR":
        return t`Inspections with minor defects`;
    }
  };
  const drillDownOf = (item: ParetoItem): DrillDown => ({
    title: drillDownTitle(item),
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
  const items = analysis.data
    ? itemsOf(analysis.data, dimension, (severity) => t(SEVERITY_NAMES[severity]))
    : [];
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

/** The Pareto's items; a class named in the reader's language (the API names it in English). */
function itemsOf(
  data: DefectAnalysis,
  dimension: ParetoDimension,
  severityName: (severity: keyof typeof SEVERITY_NAMES) => string,
): ParetoItem[] {
  if (dimension === "defect") return data.byDefect;
  if (dimension === "category") return data.byCategory;
  return data.bySeverity.map((item) => ({ ...item, label: severityName(severityOf(item.key)) }));
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
  const { t } = useLingui();
  const items = itemsOf(data, dimension, (severity) => t(SEVERITY_NAMES[severity]));
  const period = periodPhrase(query);
  if (items.length === 0) {
    const inspections = formatCount(data.current.inspections);
    return (
      <Notice
        title={
          data.current.inspections === 0
            ? t`No inspection was finished ${period}.`
            : t`No defect was found in the ${inspections} inspections finished ${period}.`
        }
        detail={t`Choose a longer period, or clear the filters, to see where defects come from.`}
      />
    );
  }
  const label = t(DIMENSION_LABELS[dimension]);
  const by = t(DIMENSION_WORDS[dimension]);
  const columns: FigureColumn<ParetoItem>[] = [
    { id: "rank", header: t`Rank`, value: (item) => items.indexOf(item) + 1, format: "count", width: "64px" },
    { id: "label", header: label, value: (item) => item.label, width: "260px" },
    ...(dimension === "defect"
      ? [
          {
            id: "severity",
            header: t`Class`,
            value: (item: ParetoItem) => item.severity ?? null,
            cell: (item: ParetoItem) =>
              item.severity ? (
                <Badge colorPalette={SEVERITY_COLOURS[item.severity]} variant="subtle">
                  {t(SEVERITY_NAMES[item.severity])}
                </Badge>
              ) : null,
          } satisfies FigureColumn<ParetoItem>,
        ]
      : []),
    { id: "count", header: t`Units found`, value: (item) => item.count, format: "count" },
    { id: "share", header: t`Share`, value: (item) => item.share, format: "percent" },
    {
      id: "cumulative",
      header: t`Cumulative share`,
      value: (item) => item.cumulativeShare,
      format: "percent",
    },
    { id: "previous", header: t`Previous period`, value: (item) => item.previousCount, format: "count" },
    { id: "inspections", header: t`Inspections`, value: (item) => item.inspections, format: "count" },
    openInspectionsColumn(onOpen, (item) => {
      const name = item.label;
      return t`Inspections with ${name}`;
    }),
  ];
  const vital = items.filter((item) => item.cumulativeShare - item.share < 0.8);
  const defectsFound = formatCount(data.current.defectsFound);
  const vitalLabel = vital[0]?.label;
  const vitalShare = formatPercent(vital[0]?.share ?? 0);
  const vitalCount = vital.length;
  const itemCount = items.length;
  const per100 = formatDecimal(data.current.defectsPer100Units ?? 0);
  return (
    <ChartBesideTable
      title={t`${defectsFound} units found defective, by ${by}`}
      caption={
        <>
          {vitalCount === 1
            ? t`${vitalLabel} alone accounts for ${vitalShare}.`
            : t`${vitalCount} of ${itemCount} account for 80% of the units found.`}{" "}
          <Trans>{per100} defects per 100 units sampled. Choose a bar to see its inspections.</Trans>
        </>
      }
      chartHeight="80"
      chart={<ParetoChart items={items} label={t`Pareto of units found by ${by}`} onSelect={onOpen} />}
    >
      <FigureTable
        title={t`By ${by}`}
        caption={t`Inspections whose report is out, inspected ${period}.`}
        columns={columns}
        rows={items}
        getRowId={(item) => item.key}
        exportName={exportName(`defect-analysis-by-${dimension}`, query)}
        minWidth="900px"
        empty={
          <Text color="fg.muted">
            <Trans>No defect found.</Trans>
          </Text>
        }
      />
    </ChartBesideTable>
  );
}
