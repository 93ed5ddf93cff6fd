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
import { REASON_LABELS, decisionWords, decisionsFor, progressFigures } from "./switching-text";

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
      <DetailSection title="History" icon={<LuHistory />}>
        {switching.history.length > 0 ? (
          <HistoryTable events={switching.history} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No move yet: the supplier has been on normal inspection since its first lot.
          </Text>
        )}
      </DetailSection>
      <DetailSection title="Lots counted" icon={<LuListChecks />}>
        {switching.lots.length > 0 ? (
          <LotsTable lots={switching.lots} />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            No lot counted yet. A lot counts once it is first finished: its result on original inspection,
            whatever happens to it afterwards.
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

/** What a class plans from now, in a line. */
function plansFrom(state: ClassSwitching, standard: AqlStandard): string {
  const table = tableName(standard, plannedSeverity(state.severity));
  return state.severity === "discontinued"
    ? `No lot can be planned; resumes on ${table} once corrected`
    : `Next lot planned from ${table}`;
}

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
  const decisions = decisionsFor(state);
  const figures = progressFigures(state, standard);
  return (
    <Flex
      as="section"
      aria-label={`${CLASS_LABELS[cls]} defects`}
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
          {CLASS_LABELS[cls]} defects
        </Heading>
        <HStack gap="1.5">
          <SwitchingSeverityBadge severity={state.severity} size="md" />
          {state.reducedProposed ? <ReducedProposedBadge size="md" /> : null}
        </HStack>
      </Flex>
      <Text fontSize="sm" fontWeight="semibold" color={state.severity === "discontinued" ? "fg.error" : "fg"}>
        {plansFrom(state, standard)}
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
              {state.severity === "discontinued"
                ? "Awaiting the supplier's correction, recorded by a reviewer or client manager."
                : state.reducedProposed
                  ? "Awaiting approval by a reviewer or client manager."
                  : "A reviewer or client manager may return it to normal."}
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
  return (
    <DetailTable
      label="Moves and decisions, newest first"
      columns={[
        { label: "Date" },
        { label: "Class" },
        { label: "Change" },
        { label: "Why" },
        { label: "Moved by" },
      ]}
    >
      {events.map((event, index) => (
        <Table.Row key={`${event.at}-${index}`} verticalAlign="top">
          <Table.Cell whiteSpace="nowrap">{formatDay(event.at)}</Table.Cell>
          <Table.Cell>{CLASS_LABELS[event.class]}</Table.Cell>
          <Table.Cell>
            <HStack gap="1.5" wrap="nowrap">
              <SwitchingSeverityBadge severity={event.from} />
              <LuArrowRight aria-label="to" />
              <SwitchingSeverityBadge severity={event.to} />
            </HStack>
          </Table.Cell>
          <Table.Cell minW="48" whiteSpace="normal">
            <Text>{REASON_LABELS[event.reason]}</Text>
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
  return (
    <Box>
      <Badge colorPalette={result.accepted ? "green" : "red"} variant="subtle" whiteSpace="nowrap">
        {result.accepted ? <LuCircleCheck aria-hidden="true" /> : <LuCircleX aria-hidden="true" />}
        {result.accepted ? "Accepted" : "Not accepted"}
      </Badge>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" mt="0.5">
        {formatCount(result.found)} found · {shortTableName(standard, result.inspection)}
      </Text>
    </Box>
  );
}

function LotsTable({ lots }: { lots: readonly SwitchingLotRecord[] }) {
  return (
    <Stack gap="1.5">
      <DetailTable
        label="Lots counted, newest first"
        columns={[
          { label: "Inspection" },
          { label: "Style" },
          { label: "Lot", end: true },
          { label: "Sample", end: true },
          { label: "Major" },
          { label: "Minor" },
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
        Each lot on original inspection, dated when first finished, with the tables it was planned from.
      </Text>
    </Stack>
  );
}
