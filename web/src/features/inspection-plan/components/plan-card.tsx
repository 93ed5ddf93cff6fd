import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "@aql-portal/shared";
import { useId, type ReactNode } from "react";
import { Box, Button, Flex, Grid, Heading, HStack, Text } from "@chakra-ui/react";
import { LuArrowRight, LuRuler } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import type { PlanRow } from "@aql-portal/shared";
import { Figure } from "../../../components/ui/figure";
import { InspectionNumberLine, InspectionStateBadges } from "../../../components/ui/inspection-identity";

export interface PlanCardProps {
  row: PlanRow;
  /** The level's name from the reference list ("Level II"). */
  levelName: string;
  /** The inspection screen for this inspection. */
  openTo: string;
  /** Beside Open: what of this inspection waits on the tablet (the route puts the inspection feature's). */
  notice?: ReactNode;
}

/**
 * One inspection of the plan (spec §3 "Plan columns"), laid out to be read at arm's length on a tablet: what
 * is inspected first, then the numbers the inspector works to (sample size, allowed defects, defects found),
 * then where and for whom.
 */
export function PlanCard({ row, levelName, openTo, notice }: PlanCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { styleCode, inspectionNumber } = row;
  const poCount = row.poNumbers.length;
  return (
    <Box as="article" aria-labelledby={titleId} layerStyle="panel" shadow="xs" overflow="hidden">
      <Flex gap="3" justify="space-between" align="flex-start" px="5" pt="4" pb="3">
        <Box minW="0">
          <Heading as="h3" id={titleId} size="md" lineHeight="short">
            <Text as="span" display="block" fontSize="xl" fontWeight="bold" color="brand.900">
              {row.styleCode}
            </Text>
            <Text as="span" display="block" fontSize="md" fontWeight="semibold" mt="0.5">
              {row.styleName}
              <Text as="span" color="fg.muted" fontWeight="medium">
                {" · "}
                {row.colour}
              </Text>
            </Text>
          </Heading>
          <InspectionNumberLine inspectionNumber={row.inspectionNumber} mt="1">
            {row.inspectionName}
          </InspectionNumberLine>
          {row.hasSizeChart ? null : (
            <HStack mt="2" gap="1.5" color="orange.fg" fontSize="sm" fontWeight="medium">
              <LuRuler aria-hidden="true" />
              <Text>
                <Trans>No size chart: measurements cannot be checked until the planner uploads one.</Trans>
              </Text>
            </HStack>
          )}
        </Box>
        <InspectionStateBadges status={row.status} result={row.result} wrap="wrap" justify="flex-end" />
      </Flex>
      <Grid
        as="dl"
        templateColumns="repeat(4, minmax(0, 1fr))"
        bg="bg.subtle"
        borderYWidth="1px"
        borderColor="border"
      >
        <PlanFigure label={t`Sample size`} value={formatCount(row.sampleSize)} />
        <PlanFigure label={t`Major allowed (Ac)`} value={formatCount(row.allowedDefectsMaj)} />
        <PlanFigure label={t`Minor allowed (Ac)`} value={formatCount(row.allowedDefectsMin)} />
        <PlanFigure label={t`Defects found`} value={formatCount(row.totalDefects)} />
      </Grid>
      <Grid
        as="dl"
        templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }}
        rowGap="3"
        py="4"
      >
        <Detail label={t`Supplier`}>{row.supplierName}</Detail>
        <Detail label={t`Centre`}>
          {row.centreName}
          <Text as="span" display="block" fontSize="sm" color="fg.muted">
            {row.centreId}
          </Text>
        </Detail>
        <Detail label={t`Season`}>{row.seasonCode}</Detail>
        <Detail label={t`Level`}>{levelName}</Detail>
        <Detail label={t`${plural(poCount, { one: "PO number", other: "PO numbers" })}`} span={2}>
          {row.poNumbers.join(", ")}
        </Detail>
        <Detail label={t`Order quantity`}>{formatCount(row.orderQuantity)}</Detail>
        <Detail label={t`Customer`}>{row.customerName}</Detail>
      </Grid>
      <Flex justify="flex-end" align="center" gap="3" wrap="wrap" px="5" pb="4">
        {notice ? (
          <Box flex="1 1 280px" minW="0">
            {notice}
          </Box>
        ) : null}
        <Button asChild size="xl" colorPalette="brand" minW={{ base: "full", sm: "56" }}>
          <RouterLink to={openTo} aria-label={t`Open inspection ${styleCode} ${inspectionNumber}`}>
            <Trans>Open</Trans>
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Flex>
    </Box>
  );
}

/** A number the inspector works to, large enough to read with the tablet on the bench. */
function PlanFigure({ label, value }: { label: string; value: string }) {
  return (
    // Numbers sit on one line even when a narrow card wraps a label onto two.
    <Figure
      label={label}
      value={value}
      size="xl"
      justify="space-between"
      px="5"
      py="3"
      borderStartWidth="1px"
      borderColor="border"
      _first={{ borderStartWidth: "0" }}
    />
  );
}

function Detail({ label, span = 1, children }: { label: string; span?: number; children: ReactNode }) {
  return (
    // Same columns and padding as the figures above, so the two read as one grid.
    <Box minW="0" px="5" gridColumn={`span ${span}`}>
      <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}
