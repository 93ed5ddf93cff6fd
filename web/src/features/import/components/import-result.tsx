import { formatCount } from "@aql-portal/shared";
import { Alert, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LuCircleCheck, LuInfo } from "react-icons/lu";
import type { Inspection } from "@aql-portal/shared";
import { compareText } from "../../../components/data-table/client-sort";
import { countCell, dayCell, PoNumbersCell, subLine, textCell } from "../../../components/data-table/cells";
import { dataTableColumnHelper } from "../../../components/data-table/columns";
import { DataTable } from "../../../components/data-table/data-table";
import { useClientSort } from "../../../components/data-table/use-client-sort";
import { InspectionStatusBadge } from "../../../components/ui/inspection-badges";
import { Overline } from "../../../components/ui/overline";
import { perLanguage } from "../../../lib/i18n";
import { changedNothing, type ImportedOutcome } from "./import-outcome";

/** What an import did: counts per kind of record, then the inspections the file describes. */
export function ImportResultPanel({ outcome }: { outcome: ImportedOutcome }) {
  const { t } = useLingui();
  const { result, fileName, inspectionType, centreName } = outcome;
  const unchanged = changedNothing(result);
  const inspectionTotal =
    result.inspections.created + result.inspections.updated + result.inspections.unchanged;
  const kept = result.keptAsPlanned;
  const listed = formatCount(result.inspectionList.length);
  const total = formatCount(inspectionTotal);
  return (
    <Box as="section" aria-labelledby="import-result-title" layerStyle="panel" boxShadow="xs">
      <Stack gap="5" p={{ base: "5", md: "6" }}>
        <Flex gap="3" align="flex-start">
          <Box color="green.600" fontSize="2xl" mt="0.5" aria-hidden="true">
            <LuCircleCheck />
          </Box>
          <Box minW="0">
            <Heading id="import-result-title" as="h2" size="lg" color="brand.900">
              <Trans>File imported</Trans>
            </Heading>
            <Text color="fg.muted" overflowWrap="anywhere">
              <Trans>
                {fileName} · <Plural value={result.rows} one="# row" other="# rows" /> read · {inspectionType}{" "}
                · {centreName}
              </Trans>
            </Text>
          </Box>
        </Flex>
        {unchanged ? (
          <Alert.Root status="info" borderRadius="lg">
            <Alert.Indicator>
              <LuInfo />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title>
                <Trans>Nothing changed: this file was imported before.</Trans>
              </Alert.Title>
              <Alert.Description>
                <Trans>
                  Every style, PO line and inspection in it is already in the portal exactly as the file says.
                </Trans>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {kept > 0 ? (
          <Alert.Root status="info" borderRadius="lg">
            <Alert.Indicator>
              <LuInfo />
            </Alert.Indicator>
            <Alert.Content>
              <Alert.Title>
                <Plural
                  value={kept}
                  one="# PO line left as a planner arranged it."
                  other="# PO lines left as a planner arranged them."
                />
              </Alert.Title>
              <Alert.Description>
                <Plural
                  value={kept}
                  one="A planner deleted, regrouped or skipped its inspection after an earlier import: the file updated the line but not which inspection it is in. Change that on Create Inspections or Skipped Inspections."
                  other="A planner deleted, regrouped or skipped their inspection after an earlier import: the file updated the lines but not which inspection they are in. Change that on Create Inspections or Skipped Inspections."
                />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: "2", lg: "4" }}>
          <CountCard title={t`Styles`} counts={result.products} />
          <CountCard title={t`PO lines`} counts={result.orders} />
          <CountCard title={t`Inspections`} counts={result.inspections} />
        </SimpleGrid>
      </Stack>
      <Box px={{ base: "5", md: "6" }} pb={{ base: "5", md: "6" }}>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
          <Heading as="h3" size="md">
            <Trans>Inspections in this file</Trans>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {result.inspectionList.length < inspectionTotal ? (
              <Trans>
                Showing the first {listed} of {total} · sample sizes at general inspection level II
              </Trans>
            ) : (
              <Trans>
                <Plural value={inspectionTotal} one="# inspection" other="# inspections" /> · sample sizes at
                general inspection level II
              </Trans>
            )}
          </Text>
        </Flex>
        <ImportedInspectionsTable inspections={result.inspectionList} />
      </Box>
    </Box>
  );
}

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  removed?: number;
}

function CountCard({ title, counts }: { title: string; counts: Counts }) {
  const { t } = useLingui();
  const figures: [string, number, string][] = [
    [t`Created`, counts.created, "green.700"],
    [t`Updated`, counts.updated, "brand.fg"],
    [t`Unchanged`, counts.unchanged, "fg.muted"],
  ];
  if (counts.removed) figures.push([t`Removed`, counts.removed, "orange.700"]);
  return (
    <Flex
      role="group"
      aria-label={title}
      direction={{ base: "row", lg: "column" }}
      align={{ base: "center", lg: "stretch" }}
      gap={{ base: "4", lg: "2" }}
      layerStyle="inset"
      px="4"
      py="3"
      bg="bg.subtle"
    >
      <Overline w={{ base: "28", lg: "auto" }} flexShrink="0">
        {title}
      </Overline>
      <HStack as="dl" gap="0" align="stretch" flex="1">
        {figures.map(([label, value, color], index) => (
          <Box
            key={label}
            flex="1"
            ps={index === 0 ? "0" : "3"}
            borderStartWidth={index === 0 ? "0" : "1px"}
            display="flex"
            flexDirection="column-reverse"
            justifyContent="flex-end"
          >
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" color={value > 0 ? color : "fg.subtle"}>
              {formatCount(value)}
            </Text>
          </Box>
        ))}
      </HStack>
    </Flex>
  );
}

const column = dataTableColumnHelper<Inspection>();

const inspectionColumns = perLanguage(() =>
  column.columns([
    column.accessor((inspection) => inspection.product.styleCode, {
      id: "style",
      header: t`STYLE`,
      meta: { minWidth: 150 },
      cell: ({ row }) => (
        <Box minW="28">
          <Text fontWeight="semibold">{row.original.product.styleCode}</Text>
          {subLine(row.original.product.styleName)}
        </Box>
      ),
    }),
    column.accessor((inspection) => inspection.colour.name, {
      id: "colour",
      header: t`COLOUR`,
      meta: { priority: 7, minWidth: 100 },
      enableSorting: false,
      cell: ({ row }) => (
        <>
          {row.original.colour.name}
          {subLine(row.original.colour.code)}
        </>
      ),
    }),
    column.accessor((inspection) => inspection.supplier.name, {
      id: "supplier",
      header: t`SUPPLIER`,
      meta: { priority: 6, minWidth: 150 },
      enableSorting: false,
      cell: ({ row }) => (
        <Box minW="32">
          {row.original.supplier.name}
          {subLine(row.original.factory.name)}
        </Box>
      ),
    }),
    column.accessor((inspection) => inspection.centre.name, {
      id: "centre",
      header: t`CENTRE`,
      meta: { priority: 9, minWidth: 110 },
      enableSorting: false,
      cell: ({ getValue }) => textCell(getValue(), t`No centre`),
    }),
    column.accessor((inspection) => inspection.poNumbers.join(", "), {
      id: "poNumbers",
      header: t`PO NUMBERS`,
      meta: { priority: 8, minWidth: 115 },
      enableSorting: false,
      cell: ({ row }) => <PoNumbersCell numbers={row.original.poNumbers} />,
    }),
    column.accessor("deliveryDate", {
      header: t`DELIVERY`,
      meta: { priority: 1, minWidth: 130 },
      cell: ({ getValue }) => dayCell(getValue(), t`No delivery date`),
    }),
    column.accessor((inspection) => inspection.plan.lotSize, {
      id: "lotSize",
      header: t`LOT SIZE`,
      meta: { align: "end", priority: 3, minWidth: 110 },
      cell: ({ getValue }) => countCell(getValue()),
    }),
    column.accessor((inspection) => inspection.plan.sampleSize, {
      id: "sampleSize",
      header: t`SAMPLE`,
      enableSorting: false,
      meta: { align: "end", priority: 4, minWidth: 90 },
      cell: ({ row }) => {
        const { codeLetter } = row.original.plan;
        return (
          <Box fontVariantNumeric="tabular-nums">
            {formatCount(row.original.plan.sampleSize)}
            {subLine(t`Code ${codeLetter}`)}
          </Box>
        );
      },
    }),
    column.display({
      id: "accept",
      header: t`AC MAJ/MIN`,
      meta: { align: "end", priority: 5, minWidth: 110 },
      cell: ({ row }) => {
        const major = row.original.plan.major.accept;
        const minor = row.original.plan.minor.accept;
        return (
          <Text
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
            aria-label={t`Accept ${major} major, ${minor} minor`}
          >
            {major} / {minor}
          </Text>
        );
      },
    }),
    column.accessor("status", {
      header: t`STATUS`,
      meta: { priority: 2, minWidth: 90 },
      enableSorting: false,
      cell: ({ getValue }) => <InspectionStatusBadge status={getValue()} />,
    }),
  ]),
);

const inspectionName = (inspection: Inspection) => {
  const { inspectionNumber } = inspection;
  const { styleCode } = inspection.product;
  return t`inspection ${inspectionNumber} (${styleCode})`;
};

const COMPARATORS = {
  style: (a: Inspection, b: Inspection) => compareText(a.product.styleCode, b.product.styleCode),
  deliveryDate: (a: Inspection, b: Inspection) => a.deliveryDate.localeCompare(b.deliveryDate),
  lotSize: (a: Inspection, b: Inspection) => a.plan.lotSize - b.plan.lotSize,
};

function ImportedInspectionsTable({ inspections }: { inspections: Inspection[] }) {
  const { t } = useLingui();
  // In the file's order until the planner sorts.
  const sorted = useClientSort(inspections, COMPARATORS);
  return (
    <DataTable
      label={t`Imported inspections`}
      columns={inspectionColumns()}
      {...sorted}
      getRowId={(inspection) => inspection.id}
      status={{ kind: "ready" }}
      density="sm"
      rowName={inspectionName}
      empty={
        <Text textAlign="center" color="fg.muted">
          <Trans>This file describes no inspections.</Trans>
        </Text>
      }
    />
  );
}
