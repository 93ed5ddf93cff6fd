import { useMemo, useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { LuRuler, LuTriangleAlert } from "react-icons/lu";
import {
  MAX_MEASUREMENTS,
  checkMeasurement,
  type InspectionDetail,
  type InspectionWork,
  type SizeChart,
  type SizeChartPoint,
  formatCount,
  parseTypedNumber,
  TYPED_CENTIMETRES,
} from "@aql-portal/shared";
import { placeholderFrame, StatePanel } from "../../../components/ui/state-panel";
import type { InspectionOutbox } from "../outbox/inspection-outbox";
import {
  measuredGarments,
  outOfToleranceCount,
  recordMeasurement,
  sizeOfGarment,
  type MeasurementSlot,
} from "../outbox/local-work";
import { CountStepper, useNumberDraft } from "./number-field";
import { useInspectionSizeChart } from "./use-inspection-outbox";

export interface MeasurementsPanelProps {
  inspection: InspectionDetail;
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
}

/** Measurements of sampled garments against the style's size chart, out-of-tolerance values flagged at once. */
export function MeasurementsPanel({ inspection, work, editable, outbox }: MeasurementsPanelProps) {
  const { t } = useLingui();
  const chart = useInspectionSizeChart(inspection.product.id);
  const styleCode = inspection.product.styleCode;

  if (chart.error && chart.data === undefined) {
    return (
      <StatePanel
        failure
        icon={<LuTriangleAlert />}
        title={t`The size chart could not be loaded`}
        onRetry={() => void chart.mutate()}
        retrySize="xl"
      >
        {chart.error.message}
      </StatePanel>
    );
  }
  if (chart.data === undefined) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton height="12" width="60%" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="14" />
        ))}
      </Stack>
    );
  }
  if (chart.data === null) {
    return (
      <StatePanel frame="dashed" icon={<LuRuler />} title={t`No size chart for ${styleCode}`}>
        <Trans>
          Measurements are taken against the style&apos;s size chart, and none has been uploaded. Ask the
          planner to upload it on the Product page; the rest of the inspection goes on without it.
        </Trans>
      </StatePanel>
    );
  }
  return (
    <MeasurementSheet
      chart={chart.data}
      sampleSize={inspection.plan.sampleSize}
      work={work}
      editable={editable}
      outbox={outbox}
    />
  );
}

interface MeasurementSheetProps {
  chart: SizeChart;
  sampleSize: number;
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
}

function MeasurementSheet({ chart, sampleSize, work, editable, outbox }: MeasurementSheetProps) {
  const { t } = useLingui();
  const garments = useMemo(() => measuredGarments(work, chart), [work, chart]);
  const flagged = useMemo(() => outOfToleranceCount(work, chart), [work, chart]);
  // Start where the inspector left off: the last garment measured (or the first of the sample).
  const [garment, setGarment] = useState(() => garments.at(-1)?.garment ?? 1);
  const [chosenSize, setChosenSize] = useState<string | null>(null);
  // A garment measured before keeps its size; a new one takes the size chosen last.
  const measuredIn = sizeOfGarment(work, garment);
  const size = measuredIn ?? chosenSize ?? garments.at(-1)?.size ?? null;
  const full = work.measurements.length >= MAX_MEASUREMENTS;

  const goTo = (next: number) => setGarment(Math.min(sampleSize, Math.max(1, next)));
  const valueCount = work.measurements.length;
  const garmentCount = garments.length;
  const flaggedCount = formatCount(flagged);
  const lastGarment = formatCount(sampleSize);
  const maxValues = formatCount(MAX_MEASUREMENTS);

  return (
    <Stack gap="5">
      <Flex gap="3" align="center" wrap="wrap" aria-live="polite">
        <Text color="fg.muted">
          {t`${plural(valueCount, { one: "# value", other: "# values" })} recorded on ${plural(garmentCount, { one: "# garment", other: "# garments" })}`}
        </Text>
        <Badge size="lg" colorPalette={flagged > 0 ? "red" : "green"} variant="solid">
          {flagged === 0 ? <Trans>All within tolerance</Trans> : t`${flaggedCount} out of tolerance`}
        </Badge>
      </Flex>

      <Flex gap="6" wrap="wrap" align="flex-start">
        <Box>
          <Text fontWeight="semibold" mb="2">
            <Trans>Garment (1 to {lastGarment})</Trans>
          </Text>
          <CountStepper label={t`garment number`} value={garment} onChange={goTo} min={1} max={sampleSize} />
        </Box>
        <Box flex="1 1 260px">
          <Text fontWeight="semibold" mb="2">
            <Trans>Size</Trans>
          </Text>
          <HStack gap="2" wrap="wrap" role="group" aria-label={t`Size`}>
            {chart.sizes.map((option) => {
              return (
                <Button
                  key={option}
                  size="xl"
                  minW="16"
                  variant={size === option ? "solid" : "outline"}
                  colorPalette={size === option ? "brand" : "gray"}
                  aria-pressed={size === option}
                  // A garment has one size: once measured, its size stays.
                  disabled={!editable || (measuredIn !== null && measuredIn !== option)}
                  onClick={() => setChosenSize(option)}
                >
                  {option}
                </Button>
              );
            })}
          </HStack>
          {measuredIn ? (
            <Text fontSize="sm" color="fg.muted" mt="2">
              <Trans>
                Garment {garment} was measured in size {measuredIn}.
              </Trans>
            </Text>
          ) : null}
        </Box>
      </Flex>

      {garments.length > 0 ? (
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="2">
            <Trans>Measured so far — tap one to go back to it</Trans>
          </Text>
          <Flex gap="2" wrap="wrap">
            {garments.map((measured) => {
              const { garment: garmentNumber, size: garmentSize, outOfTolerance } = measured;
              return (
                <Button
                  key={garmentNumber}
                  size="lg"
                  variant={garmentNumber === garment ? "subtle" : "outline"}
                  colorPalette={outOfTolerance > 0 ? "red" : "gray"}
                  aria-pressed={garmentNumber === garment}
                  onClick={() => goTo(garmentNumber)}
                >
                  {outOfTolerance > 0
                    ? t`No. ${garmentNumber} · ${garmentSize} · ${outOfTolerance} out`
                    : t`No. ${garmentNumber} · ${garmentSize}`}
                </Button>
              );
            })}
          </Flex>
        </Box>
      ) : null}

      {size === null ? (
        <Text color="fg.muted" textAlign="center" py="8" {...placeholderFrame}>
          <Trans>Choose the size on garment {garment}&apos;s label to see the points to measure.</Trans>
        </Text>
      ) : (
        <PointsTable
          key={`${garment}-${size}`}
          chart={chart}
          slot={{ garment, size }}
          work={work}
          editable={editable && !full}
          outbox={outbox}
        />
      )}
      {full ? (
        <Text color="fg.error">
          <Trans>The record holds at most {maxValues} values: no more can be added.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

interface PointsTableProps {
  chart: SizeChart;
  slot: Omit<MeasurementSlot, "pointCode">;
  work: InspectionWork;
  editable: boolean;
  outbox: InspectionOutbox;
}

function PointsTable({ chart, slot, work, editable, outbox }: PointsTableProps) {
  const { garment, size } = slot;
  return (
    <Box>
      <Heading as="h3" size="md" mb="3">
        <Trans>
          Garment {garment}, size {size}
        </Trans>
      </Heading>
      <Table.Root size="md" variant="outline" borderRadius="lg" overflow="hidden" bg="bg">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>
              <Trans>Point of measure</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Trans>Spec (cm)</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader w="36">
              <Trans>Measured (cm)</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Check</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {chart.points.map((point) => (
            <PointRow
              key={point.code}
              chart={chart}
              point={point}
              slot={{ ...slot, pointCode: point.code }}
              value={
                work.measurements.find(
                  (m) => m.garment === slot.garment && m.size === slot.size && m.pointCode === point.code,
                )?.value ?? null
              }
              editable={editable}
              outbox={outbox}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const signed = (value: number) => `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value)}`;

interface PointRowProps {
  chart: SizeChart;
  point: SizeChartPoint;
  slot: MeasurementSlot;
  value: number | null;
  editable: boolean;
  outbox: InspectionOutbox;
}

function PointRow({ chart, point, slot, value, editable, outbox }: PointRowProps) {
  const { t } = useLingui();
  const [draft, type] = useNumberDraft(value, TYPED_CENTIMETRES);
  const problem = parseTypedNumber(draft, TYPED_CENTIMETRES).problem;
  const check = value === null ? null : checkMeasurement(chart, { ...slot, value });
  const specification = point.values[slot.size] ?? null;
  const out = check?.outOfTolerance === true;
  const tolerance = `−${point.toleranceMinus} / +${point.tolerancePlus}`;
  const pointName = point.name;
  const { garment, size } = slot;
  const deviation = check ? signed(check.deviation ?? 0) : "";

  return (
    <Table.Row bg={out ? "red.subtle" : undefined}>
      <Table.Cell>
        <Text fontWeight="semibold">{point.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {point.code}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        <Text fontSize="lg">{specification ?? "—"}</Text>
        <Text fontSize="sm" color="fg.muted">
          {tolerance}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Input
          size="xl"
          w="32"
          bg="bg"
          textAlign="end"
          fontSize="lg"
          fontVariantNumeric="tabular-nums"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t`${pointName} of garment ${garment}, cm`}
          aria-invalid={problem !== null || out}
          borderColor={out ? "red.solid" : undefined}
          disabled={!editable}
          value={draft}
          onChange={(event) => {
            const parsed = type(event.target.value);
            if (parsed.problem === null) {
              outbox.update((work) => recordMeasurement(work, slot, parsed.value));
            }
          }}
        />
      </Table.Cell>
      <Table.Cell>
        {problem ? (
          <Text color="fg.error" fontSize="sm">
            {problem}
          </Text>
        ) : check === null ? null : specification === null ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No spec for size {size}: not judged</Trans>
          </Text>
        ) : (
          <Box color={out ? "red.fg" : "green.fg"}>
            <Text fontWeight="bold" fontSize="lg" fontVariantNumeric="tabular-nums">
              <Trans>{deviation} cm</Trans>
            </Text>
            <Text fontSize="sm" fontWeight="medium">
              {out ? <Trans>Out of tolerance</Trans> : <Trans>Within tolerance</Trans>}
            </Text>
          </Box>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
