import type { ReactNode } from "react";
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { LuArrowRight, LuCircleCheck, LuCircleX, LuHistory, LuListChecks } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  SWITCHING_CLASSES,
  formatCount,
  formatDay,
  plannedSeverity,
  tableName,
  type AqlStandard,
  type ClassSwitching,
  type SupplierSwitching,
  type SwitchingClass,
  type SwitchingEvent,
  type SwitchingLotRecord,
} from "@aql-portal/shared";
import { overlineStyle } from "../../../components/ui/overline";
import { ReducedProposedBadge, SwitchingSeverityBadge } from "../../../components/ui/switching-badges";
import { inspectionReportPath } from "../../../lib/inspections";
import { CLASS_LABELS, shortTableName } from "../../../lib/plan-tables";
import type { DecisionRequest } from "./decision-dialog";
import {
  classDefectsTitle,
  decisionWords,
  decisionsFor,
  progressFigures,
  reasonLabels,
} from "./switching-text";

export interface SupplierDetailProps {
  switching: SupplierSwitching;
  /** The person may record decisions (switching:decide): the classes' buttons show. */
  mayDecide: boolean;
  onDecide: (request: DecisionRequest) => void;
}

/**
 * One supplier's switching state: per class why it is what it is and what may be decided, every move and decision
 * that made it, and the lots the rules counted. The Suppliers page's drawer, and a supplier's own page.
 */
export function SupplierDetail({ switching, mayDecide, onDecide }: SupplierDetailProps) {
  const { t } = useLingui();
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SWITCHING_CLASSES.map((cls) => (
          <ClassCard
            key={cls}
            cls={cls}
            state={switching[cls]}
            standard={switching.standard}
            decide={
              mayDecide
                ? (decision) =>
                    onDecide({ supplier: switching.supplier, cls, decision, standard: switching.standard })
                : null
            }
            supplierName={switching.supplier.name}
          />
        ))}
      </SimpleGrid>
      <DetailSection title={t`History`} icon={<LuHistory />}>
        {switching.history.length > 0 ? (
          <HistoryTable events={switching.history} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No move yet: the supplier has been on normal inspection since its first lot.</Trans>
          </Text>
        )}
      </DetailSection>
      <DetailSection title={t`Lots counted`} icon={<LuListChecks />}>
        {switching.lots.length > 0 ? (
          <LotsTable lots={switching.lots} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            <Trans>
              No lot counted yet. A lot counts once it is first finished: its result on original inspection,
              whatever happens to it afterwards.
            </Trans>
          </Text>
        )}
      </DetailSection>
    </Stack>
  );
}

function DetailSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" color="brand.900" mb="3" display="flex" alignItems="center" gap="2">
        <Box as="span" color="fg.muted" aria-hidden="true">
          {icon}
        </Box>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A card's edge in its severity's colour: what the page is scanned for. */
const CARD_ACCENTS: Readonly<Record<ClassSwitching["severity"], string>> = {
  normal: "border.emphasized",
  tightened: "orange.solid",
  reduced: "teal.solid",
  discontinued: "red.solid",
};

function ClassCard({
  cls,
  state,
  standard,
  supplierName,
  decide,
}: {
  cls: SwitchingClass;
  state: ClassSwitching;
  standard: AqlStandard;
  supplierName: string;
  /** Null: the person may not decide. */
  decide: ((decision: DecisionRequest["decision"]) => void) | null;
}) {
  const { t } = useLingui();
  const decisions = decisionsFor(state);
  const figures = progressFigures(state, standard);
  const title = classDefectsTitle(cls);
  // What the class plans from now, in a line.
  const table = tableName(standard, plannedSeverity(state.severity));
  const plansFrom =
    state.severity === "discontinued"
      ? t`No lot can be planned; resumes on ${table} once corrected`
      : t`Next lot planned from ${table}`;
  return (
    <Flex
      as="section"
      aria-label={title}
      direction="column"
      gap="3"
      p="4"
      bg="bg"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor={CARD_ACCENTS[state.severity]}
      borderRadius="lg"
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm" color="brand.900">
          {title}
        </Heading>
        <HStack gap="1.5">
          <SwitchingSeverityBadge severity={state.severity} size="md" />
          {state.reducedProposed ? <ReducedProposedBadge size="md" /> : null}
        </HStack>
      </Flex>
      <Text fontSize="sm" fontWeight="semibold" color={state.severity === "discontinued" ? "fg.error" : "fg"}>
        {plansFrom}
      </Text>
      <Text fontSize="sm">{state.why}</Text>
      {figures.length > 0 ? (
        <SimpleGrid as="dl" columns={2} gap="3">
          {figures.map((figure) => (
            <Box key={figure.label} minW="0">
              <Text as="dt" {...overlineStyle} color="fg.muted">
                {figure.label}
              </Text>
              <Text as="dd" fontSize="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
                {figure.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {decisions.length > 0 ? (
        <Flex gap="2" wrap="wrap" align="center" mt="auto" pt="1">
          {decide ? (
            decisions.map((decision) => (
              <Button
                key={decision}
                size="sm"
                colorPalette={
                  decision === "corrected" ? "red" : decision === "approve-reduced" ? "teal" : "brand"
                }
                variant={decision === "return-to-normal" ? "outline" : "solid"}
                bg={decision === "return-to-normal" ? "bg" : undefined}
                onClick={() => decide(decision)}
              >
                {decisionWords(decision, supplierName, cls, standard).button}
              </Button>
            ))
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {state.severity === "discontinued" ? (
                <Trans>Awaiting the supplier's correction, recorded by a reviewer or client manager.</Trans>
              ) : state.reducedProposed ? (
                <Trans>Awaiting approval by a reviewer or client manager.</Trans>
              ) : (
                <Trans>A reviewer or client manager may return it to normal.</Trans>
              )}
            </Text>
          )}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A compact table in the detail: framed, headers in small capitals on a tinted row. */
function DetailTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly { label: string; end?: boolean }[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea layerStyle="inset">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.label}
                {...overlineStyle}
                color="fg.muted"
                textAlign={column.end ? "end" : undefined}
                whiteSpace="nowrap"
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function LotLink({ lot }: { lot: { id: string; number: string } }) {
  return (
    <Link asChild fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <RouterLink to={inspectionReportPath(lot.id)}>{lot.number}</RouterLink>
    </Link>
  );
}

function HistoryTable({ events }: { events: readonly SwitchingEvent[] }) {
  const { t } = useLingui();
  const reasons = reasonLabels();
  return (
    <DetailTable
      label={t`Moves and decisions, newest first`}
      columns={[
        { label: t`Date` },
        { label: t`Class` },
        { label: t`Change` },
        { label: t`Why` },
        { label: t`Moved by` },
      ]}
    >
      {events.map((event, index) => (
        <Table.Row key={`${event.at}-${index}`} verticalAlign="top">
          <Table.Cell whiteSpace="nowrap">{formatDay(event.at)}</Table.Cell>
          <Table.Cell>{CLASS_LABELS[event.class]}</Table.Cell>
          <Table.Cell>
            <HStack gap="1.5" wrap="nowrap">
              <SwitchingSeverityBadge severity={event.from} />
              <LuArrowRight
                aria-label={t({
                  message: "to",
                  comment: "Between a class's severity before and after a move",
                })}
              />
              <SwitchingSeverityBadge severity={event.to} />
            </HStack>
          </Table.Cell>
          <Table.Cell minW="48" whiteSpace="normal">
            <Text>{reasons[event.reason]}</Text>
            {event.note ? (
              <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                “{event.note}”
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell>
            {event.lot ? (
              <LotLink lot={event.lot} />
            ) : event.by ? (
              <Text whiteSpace="nowrap">{event.by.name}</Text>
            ) : (
              <Text color="fg.subtle">—</Text>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </DetailTable>
  );
}

/** Whether the lot was accepted in the class, what was found, and the table it was inspected to. */
function LotClassCell({ result, standard }: { result: SwitchingLotRecord["major"]; standard: AqlStandard }) {
  const found = formatCount(result.found);
  const table = shortTableName(standard, result.inspection);
  return (
    <Box>
      <Badge colorPalette={result.accepted ? "green" : "red"} variant="subtle" whiteSpace="nowrap">
        {result.accepted ? <LuCircleCheck aria-hidden="true" /> : <LuCircleX aria-hidden="true" />}
        {result.accepted ? <Trans>Accepted</Trans> : <Trans>Not accepted</Trans>}
      </Badge>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" mt="0.5">
        <Trans>
          {found} found · {table}
        </Trans>
      </Text>
    </Box>
  );
}

function LotsTable({ lots }: { lots: readonly SwitchingLotRecord[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="1.5">
      <DetailTable
        label={t`Lots counted, newest first`}
        columns={[
          { label: t`Inspection` },
          { label: t`Style` },
          { label: t`Lot`, end: true },
          { label: t`Sample`, end: true },
          { label: CLASS_LABELS.major },
          { label: CLASS_LABELS.minor },
        ]}
      >
        {lots.map((record) => (
          <Table.Row key={record.lot.id} verticalAlign="top">
            <Table.Cell>
              <LotLink lot={record.lot} />
              <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {formatDay(record.at)}
              </Text>
            </Table.Cell>
            <Table.Cell>{record.styleCode}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCount(record.lotSize)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatCount(record.sampleSize)}
            </Table.Cell>
            <Table.Cell>
              <LotClassCell result={record.major} standard={record.standard} />
            </Table.Cell>
            <Table.Cell>
              <LotClassCell result={record.minor} standard={record.standard} />
            </Table.Cell>
          </Table.Row>
        ))}
      </DetailTable>
      <Text fontSize="xs" color="fg.muted">
        <Trans>
          Each lot on original inspection, dated when first finished, with the tables it was planned from.
        </Trans>
      </Text>
    </Stack>
  );
}
