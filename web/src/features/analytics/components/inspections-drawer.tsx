import { Box, Drawer, Link, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Inspection, formatCount, formatDay } from "@aql-portal/shared";
import { ListFooter } from "../../../components/data-table/list-footer";
import { InspectionResultBadge } from "../../../components/ui/inspection-badges";
import { DrawerClose, SideDrawer } from "../../../components/ui/side-drawer";
import { inspectionReportPath } from "../../../lib/inspections";
import { useInspectionsBehind, type InspectionsBehind } from "../api/list-inspections-behind";
import { periodPhrase } from "./analytics-page";

export interface DrillDown {
  /** "Inspections with Hole in fabric (FAB01)" */
  title: string;
  query: InspectionsBehind;
}

/**
 * The inspections behind a figure (a Pareto bar, a supplier's row): the lots of the period it counts, latest
 * first, each opening its AQL Inspection Report.
 */
export function InspectionsDrawer({
  drillDown,
  onClose,
}: {
  drillDown: DrillDown | null;
  onClose: () => void;
}) {
  return (
    <SideDrawer open={drillDown !== null} onClose={onClose} size="lg">
      {drillDown ? <InspectionsPanel drillDown={drillDown} /> : null}
    </SideDrawer>
  );
}

function InspectionsPanel({ drillDown }: { drillDown: DrillDown }) {
  const { t } = useLingui();
  const list = useInspectionsBehind(drillDown.query);
  const period = periodPhrase(drillDown.query);
  const problem = list.error?.message;
  return (
    <>
      <Drawer.Header>
        <Stack gap="1">
          <Drawer.Title color="brand.900">{drillDown.title}</Drawer.Title>
          <Text fontSize="sm" color="fg.muted">
            <Trans>Lots whose report is out, inspected {period}. Open one to read its report.</Trans>
          </Text>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        {list.error ? (
          <Text role="alert" color="fg.error">
            <Trans>The inspections could not be loaded: {problem}</Trans>
          </Text>
        ) : list.isLoading ? (
          <Stack gap="2" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="10" />
            ))}
          </Stack>
        ) : list.items.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No lot of this period matches: the figure may have changed since the page loaded.</Trans>
          </Text>
        ) : (
          <>
            <Table.Root size="sm" aria-label={drillDown.title}>
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>
                    <Trans>Date</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Style</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Supplier</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Result</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Defects</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.items.map((inspection) => (
                  <InspectionRow key={inspection.id} inspection={inspection} />
                ))}
              </Table.Body>
            </Table.Root>
            <ListFooter list={list} noun={[t`inspection`, t`inspections`]} />
          </>
        )}
      </Drawer.Body>
      <DrawerClose />
    </>
  );
}

function InspectionRow({ inspection }: { inspection: Inspection }) {
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">
        {formatDay(inspection.inspectionDate ?? inspection.deliveryDate)}
      </Table.Cell>
      <Table.Cell>
        <Box>
          <Link asChild fontWeight="semibold">
            <RouterLink to={inspectionReportPath(inspection.id)}>{inspection.product.styleCode}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {inspection.colour.name} · {inspection.inspectionNumber}
          </Text>
        </Box>
      </Table.Cell>
      <Table.Cell>{inspection.supplier.name}</Table.Cell>
      <Table.Cell>
        <InspectionResultBadge result={inspection.result} />
      </Table.Cell>
      <Table.Cell textAlign="end">{formatCount(inspection.totalDefects)}</Table.Cell>
    </Table.Row>
  );
}
