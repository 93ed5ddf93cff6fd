import { Box, Button, CloseButton, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { LuArrowRight, LuCircleCheck, LuClipboardPlus, LuInfo, LuSkipForward } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import {
  deliveryMonthOf,
  formatCount,
  formatCountOf,
  messages,
  webRoutes,
  type Inspection,
  discontinuedRefusal,
} from "@aql-portal/shared";
import { ClassTables } from "../../../components/ui/class-tables";
import { InlineError } from "../../../components/ui/inline-error";
import { Overline } from "../../../components/ui/overline";
import { useConfig } from "../../../lib/config/config-context";
import {
  severitiesIn,
  supplierSwitchingPath,
  useSupplierTables,
  type SupplierTables,
} from "../../../lib/supplier-switching";
import { lotSummary } from "./lot-selection";
import type { MadeInspection, ReadySelection } from "./use-ready-selection";

/**
 * CREATE INSPECTIONS' sticky summary: what the ticked lines make (lot size and the plan the server will give it,
 * from the tables its supplier is on), the actions, and after a creation where to plan it.
 */
export function SelectionBar({ selection }: { selection: ReadySelection }) {
  const { selected, created } = selection;
  return (
    <Box
      role="region"
      aria-label="Selected PO lines"
      position="sticky"
      top="64px"
      zIndex="docked"
      mb="4"
      px="4"
      py="3"
      borderWidth="1px"
      borderColor={selected.length > 0 ? "brand.muted" : "border"}
      borderRadius="lg"
      bg={selected.length > 0 ? "brand.subtle" : "bg"}
      boxShadow={selected.length > 0 ? "sm" : undefined}
    >
      {selected.length > 0 ? (
        <SelectedLines selection={selection} />
      ) : created ? (
        <CreatedInspection made={created} onDismiss={selection.dismissCreated} />
      ) : (
        <NothingSelected selection={selection} />
      )}
    </Box>
  );
}

/** Ticking lines for an inspection (one lot) or for skipping (any lines): a link to the other way. */
function PurposeSwitch({ selection: { purpose, changePurpose } }: { selection: ReadySelection }) {
  return purpose === "inspect" ? (
    <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={() => changePurpose("skip")}>
      <LuSkipForward aria-hidden="true" />
      Tick lines of several styles to skip
    </Button>
  ) : (
    <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={() => changePurpose("inspect")}>
      <LuClipboardPlus aria-hidden="true" />
      Tick lines for an inspection instead
    </Button>
  );
}

function NothingSelected({ selection }: { selection: ReadySelection }) {
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <HStack gap="2" color="fg.muted" minW="0" flex="1 1 320px">
        <Box as="span" aria-hidden="true" flexShrink="0">
          <LuInfo />
        </Box>
        <Text fontSize="sm">
          {selection.purpose === "inspect"
            ? "Tick PO lines of one style and colour to make them one inspection; its lot is their total quantity."
            : "Tick the PO lines that need no inspection, of any style, then skip them with a reason."}
        </Text>
      </HStack>
      <PurposeSwitch selection={selection} />
    </Flex>
  );
}

/** One figure of the plan: a label over a value. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box minW="0">
      <Overline>{label}</Overline>
      <Text fontSize="lg" fontWeight="semibold" color="brand.900" lineHeight="short">
        {value}
        {detail ? (
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
            {" "}
            {detail}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}

function SelectedLines({ selection }: { selection: ReadySelection }) {
  const { purpose, selected, creating, failure } = selection;
  const { aqls } = useConfig();
  const first = selected[0];
  const oneLot = purpose === "inspect" && lotSummary(selected, aqls) !== null;
  // The switching rules may have the supplier on tightened or reduced inspection: its next lot's plan shows so.
  const tables = useSupplierTables(oneLot && first ? first.supplier.id : null);
  const lot = lotSummary(selected, aqls, severitiesIn(tables));
  const blocked =
    tables.kind === "known" && first
      ? discontinuedRefusal(first.supplier.name, tables.plan.discontinued)
      : null;
  const lines = formatCountOf(selected.length, "PO line");
  const styles = new Set(selected.map((line) => `${line.styleCode}/${line.colourCode}`)).size;
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Box minW="0" flex="1 1 320px">
          <Text fontWeight="semibold" color="brand.900">
            {lines} selected
            {lot ? (
              <Text as="span" fontWeight="normal" color="fg">
                {" "}
                · {lot.sample.styleCode} {lot.sample.styleName} · {lot.sample.colourCode}{" "}
                {lot.sample.colourName}
              </Text>
            ) : (
              <Text as="span" fontWeight="normal" color="fg">
                {" "}
                · {styles === 1 ? "1 style and colour" : `${styles} styles and colours`}
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {purpose === "inspect" && first
              ? `${first.supplier.name} · ${first.factory.name} · ${first.centre.name} · delivering ${deliveryMonthOf(first)}. Lines that cannot join are greyed out.`
              : "Ticked to skip: skipped lines leave this list for SKIPPED INSPECTIONS, with their reason."}
          </Text>
        </Box>
        <HStack gap="3" flexShrink="0">
          <PurposeSwitch selection={selection} />
          <CloseButton
            size="sm"
            aria-label="Clear the selection"
            onClick={selection.clear}
            disabled={creating}
          />
        </HStack>
      </Flex>
      <Flex gap={{ base: "4", lg: "6" }} align="flex-end" justify="space-between" wrap="wrap">
        {lot && purpose === "inspect" ? (
          <Flex gap={{ base: "4", lg: "6" }} wrap="wrap" aria-label="Inspection plan" role="group">
            <Figure label="Lot size" value={formatCount(lot.lotSize)} />
            <Figure
              label="Sample size"
              value={formatCount(lot.plan.sampleSize)}
              detail={`code ${lot.plan.codeLetter}, level ${lot.plan.level}`}
            />
            <Figure
              label={`Major (AQL ${lot.plan.aql.major.toFixed(1)})`}
              value={`Ac ${lot.plan.major.accept}`}
              detail={`Re ${lot.plan.major.reject}`}
            />
            <Figure
              label={`Minor (AQL ${lot.plan.aql.minor.toFixed(1)})`}
              value={`Ac ${lot.plan.minor.accept}`}
              detail={`Re ${lot.plan.minor.reject}`}
            />
          </Flex>
        ) : null}
        <HStack gap="2" flexShrink="0" ms="auto">
          <Button variant="outline" bg="bg" onClick={selection.startSkip} disabled={creating}>
            <LuSkipForward aria-hidden="true" />
            Skip…
          </Button>
          {purpose === "inspect" ? (
            <Button
              colorPalette="brand"
              onClick={selection.create}
              loading={creating}
              loadingText="Creating"
              disabled={!lot || blocked !== null}
              title={blocked ?? undefined}
            >
              <LuClipboardPlus aria-hidden="true" />
              Create inspection
            </Button>
          ) : null}
        </HStack>
      </Flex>
      {lot && first ? <SupplierTablesLine tables={tables} supplierId={first.supplier.id} /> : null}
      {blocked && first ? (
        <InlineError>
          {blocked}{" "}
          <Link asChild color="fg.error" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={supplierSwitchingPath(first.supplier.id)}>Open the supplier</RouterLink>
          </Link>
        </InlineError>
      ) : null}
      {failure ? (
        <InlineError>
          {messages.unableToCreateInspection}: {failure}
        </InlineError>
      ) : null}
    </Flex>
  );
}

/** Which tables the lot is planned from, per class and why; while they are read, or when they could not be. */
function SupplierTablesLine({ tables, supplierId }: { tables: SupplierTables; supplierId: string }) {
  switch (tables.kind) {
    case "not-read":
      return null;
    case "loading":
      return (
        <Text fontSize="sm" color="fg.muted" role="status">
          Reading the supplier&apos;s severity of inspection…
        </Text>
      );
    case "failed":
      return (
        <Text fontSize="sm" color="fg.muted">
          The supplier&apos;s severity of inspection could not be read ({tables.message}): the plan shown is
          normal inspection&apos;s, and the server plans the lot from the tables in force.
        </Text>
      );
    case "known":
      return tables.state ? (
        <Box borderTopWidth="1px" borderColor="brand.muted" pt="2">
          <ClassTables state={tables.state} />
          <Link asChild fontSize="xs" color="brand.fg" mt="1">
            <RouterLink to={supplierSwitchingPath(supplierId)}>
              The supplier&apos;s switching record
              <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Link>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No lot of this supplier counted yet: normal inspection.
        </Text>
      );
  }
}

/**
 * Manage Inspections showing one inspection: searched by its number, over its delivery date (the list's own
 * default range is yesterday to today). The parameters are that page's address (its FILTER_PARAMS).
 */
function manageInspectionPath(inspection: Inspection): string {
  const params = new URLSearchParams({
    q: inspection.inspectionNumber,
    from: inspection.deliveryDate,
    to: inspection.deliveryDate,
  });
  return `${webRoutes.manageInspections}?${params}`;
}

function CreatedInspection({ made, onDismiss }: { made: MadeInspection; onDismiss: () => void }) {
  const { inspection, existed } = made;
  const lines = inspection.poNumbers.length;
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap" role="status">
      <HStack gap="3" minW="0" flex="1 1 360px" align="flex-start">
        <Box as="span" color="fg.success" fontSize="xl" mt="0.5" aria-hidden="true" flexShrink="0">
          <LuCircleCheck />
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold">
            Inspection {inspection.inspectionNumber} {existed ? "already made of these lines" : "created"}:{" "}
            {inspection.product.styleCode} / {inspection.colour.code}, {lines} PO{lines === 1 ? "" : "s"}, lot{" "}
            {formatCount(inspection.plan.lotSize)}, sample {formatCount(inspection.plan.sampleSize)}.
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Its lines stay ready to inspect until it is planned: give it an inspector and a date in Manage
            Inspections.
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" flexShrink="0">
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to={manageInspectionPath(inspection)}>
            Open Manage Inspections
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Link>
        <CloseButton size="sm" aria-label="Dismiss" onClick={onDismiss} />
      </HStack>
    </Flex>
  );
}
