import { useMemo } from "react";
import { Box, Flex, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuPackageX } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  formatCount,
  formatDay,
  formatPercent,
  type CompliancePanel,
  type CompliancePanelRow,
} from "@aql-portal/shared";
import { FigureTable, type FigureColumn } from "../../../components/data-table/figure-table";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { Figure } from "../../../components/ui/figure";
import { StatePanel } from "../../../components/ui/state-panel";
import { rangeProblem } from "../../../lib/list-filters";
import { useListFilters } from "../../../lib/use-list-params";
import { useToday } from "../../../lib/use-today";
import { useCompliancePanel } from "../api/get-compliance-panel";
import { exportName, PANEL_PARAMS, panelRequest, readPanelFilters } from "./packaging-address";
import { PackagingToolbar } from "./packaging-toolbar";
import { issueLabel } from "./packaging-text";

/** The panel's filters in the address (period, supplier, DC) and the request they make. */
function usePanelAddress() {
  const { params, setFilters, clearFilters, narrowed } = useListFilters(PANEL_PARAMS);
  const today = useToday();
  const filters = useMemo(() => readPanelFilters(params, today), [params, today]);
  const request = useMemo(() => panelRequest(filters), [filters]);
  const toolbar = {
    filters,
    onChange: setFilters,
    rangeError: request.ok ? null : request.message,
    onClear: narrowed ? clearFilters : undefined,
  };
  return { filters, request, toolbar };
}

export interface CompliancePanelViewProps {
  /** The address of one supplier's compliance report, over the same period and DC. */
  complianceOf: (supplierId: string) => string;
}

/**
 * The compliance panel: per supplier over the period, the checks done and the share compliant, with their most
 * frequent issues; the worst suppliers first (the lowest share compliant, then the most checks).
 */
export function CompliancePanelView({ complianceOf }: CompliancePanelViewProps) {
  const { t } = useLingui();
  const { request, toolbar } = usePanelAddress();
  const panel = useCompliancePanel(request.ok ? request.query : null);

  let body;
  if (!request.ok) {
    body = (
      <ListEmpty
        icon={<LuPackageX />}
        title={t`Fix the period to see the panel.`}
        detail={rangeProblem(request)}
        clear={toolbar.onClear && { label: t`Clear filters`, onClick: toolbar.onClear }}
      />
    );
  } else if (panel.error) {
    body = (
      <StatePanel
        failure
        frame="panel"
        title={t`The compliance panel could not be read.`}
        onRetry={() => void panel.mutate()}
      >
        {panel.error.message}
      </StatePanel>
    );
  } else if (!panel.data) {
    body = (
      <Stack gap="4" aria-busy="true">
        <Text srOnly role="status">
          <Trans>Loading the compliance panel…</Trans>
        </Text>
        <Skeleton height="24" />
        <Skeleton height="64" />
      </Stack>
    );
  } else {
    body = <PanelFigures panel={panel.data} complianceOf={complianceOf} />;
  }

  return (
    <Box>
      <PackagingToolbar {...toolbar} />
      <Box aria-busy={panel.isValidating} opacity={panel.isValidating && panel.data ? 0.6 : 1}>
        {body}
      </Box>
    </Box>
  );
}

function PanelFigures({ panel, complianceOf }: { panel: CompliancePanel } & CompliancePanelViewProps) {
  const { t } = useLingui();
  const { totals } = panel;
  const columns: FigureColumn<CompliancePanelRow>[] = [
    {
      id: "supplier",
      header: t`Supplier`,
      value: (row) => row.supplier.name,
      cell: (row) => (
        <Link asChild fontWeight="semibold">
          <RouterLink to={complianceOf(row.supplier.id)}>{row.supplier.name}</RouterLink>
        </Link>
      ),
    },
    { id: "checks", header: t`Checks`, value: (row) => row.checks, format: "count" },
    {
      id: "share",
      header: t`Share compliant`,
      value: (row) => row.compliantShare,
      format: "percent",
      width: "200px",
      cell: (row) => <ShareBar row={row} />,
    },
    { id: "nonCompliant", header: t`Non-compliant`, value: (row) => row.nonCompliant, format: "count" },
    { id: "pending", header: t`Pending`, value: (row) => row.pending, format: "count" },
    {
      id: "issues",
      header: t`Worst issues`,
      value: (row) => issuesText(row.topIssues) || null,
      cell: (row) =>
        row.topIssues.length === 0 ? (
          <Text color="fg.muted">
            <Trans>None</Trans>
          </Text>
        ) : (
          <Stack gap="0.5">
            {row.topIssues.map(({ issue, count }) => (
              <Text key={issue} whiteSpace="nowrap" fontSize="sm">
                {issueLabel(issue)}{" "}
                <Text as="span" color="fg.muted">
                  × {formatCount(count)}
                </Text>
              </Text>
            ))}
          </Stack>
        ),
    },
  ];
  const fromDay = formatDay(panel.from);
  const toDay = formatDay(panel.to);
  return (
    <Stack gap="5">
      <SimpleGrid
        as="dl"
        columns={{ base: 2, md: 4 }}
        gap="4"
        layerStyle="card"
        px="5"
        py="4"
        aria-label={t`All suppliers`}
      >
        <Figure label={t`Checks`} value={formatCount(totals.checks)} />
        <Figure
          label={t`Share compliant`}
          value={totals.compliantShare === null ? "—" : formatPercent(totals.compliantShare)}
        />
        <Figure label={t`Non-compliant`} value={formatCount(totals.nonCompliant)} />
        <Figure label={t`Pending`} value={formatCount(totals.pending)} />
        <Flex direction="column" gridColumn="1 / -1">
          <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
            <Trans>Issues found most often</Trans>
          </Text>
          <Text as="dd">{issuesText(totals.topIssues) || t`None`}</Text>
        </Flex>
      </SimpleGrid>
      <FigureTable
        title={t`By supplier, worst first`}
        caption={t`Checked from ${fromDay} to ${toDay}. The share compliant is of the checks decided (pending ones left out). Open a supplier for their checks.`}
        columns={columns}
        rows={panel.suppliers}
        getRowId={(row) => row.supplier.id}
        exportName={exportName("compliance-panel", panel)}
        empty={
          <ListEmpty
            icon={<LuPackageX />}
            title={t`No packaging checks in this period.`}
            detail={t`Choose a longer period, or clear the filters.`}
          />
        }
      />
    </Stack>
  );
}

const issuesText = (issues: CompliancePanelRow["topIssues"]) =>
  issues.map(({ issue, count }) => `${issueLabel(issue)} (${formatCount(count)})`).join(", ");

/** The share compliant as a bar: green for the compliant checks, red for the others decided. */
function ShareBar({ row }: { row: CompliancePanelRow }) {
  const { t } = useLingui();
  const decided = row.compliant + row.nonCompliant;
  if (row.compliantShare === null || decided === 0) {
    return (
      <Text color="fg.muted">
        <Trans>Not decided yet</Trans>
      </Text>
    );
  }
  const compliant = formatCount(row.compliant);
  const decidedCount = formatCount(decided);
  return (
    <HStack gap="3" title={t`${compliant} of ${decidedCount} decided checks compliant`}>
      <Flex
        h="2.5"
        w="28"
        borderRadius="full"
        overflow="hidden"
        bg="red.solid"
        flexShrink="0"
        aria-hidden="true"
      >
        <Box h="full" bg="green.solid" w={`${row.compliantShare * 100}%`} />
      </Flex>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {formatPercent(row.compliantShare)}
      </Text>
    </HStack>
  );
}
