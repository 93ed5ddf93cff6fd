import { Box, Button, CloseButton, Flex, HStack, Link, Text } from "@chakra-ui/react";
import { LuArrowRight, LuCircleCheck, LuClipboardPlus, LuInfo, LuSkipForward } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  deliveryMonthOf,
  formatCount,
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
import { lotSummary, type LotSummary } from "./lot-selection";
import type { MadeInspection, ReadySelection } from "./use-ready-selection";

/**
 * CREATE INSPECTIONS' sticky summary: what the ticked lines make (lot size and the plan the server will give it,
 * from the tables its supplier is on), the actions, and after a creation where to plan it.
 */
export function SelectionBar({ selection }: { selection: ReadySelection }) {
  const { t } = useLingui();
  const { selected, created } = selection;
  return (
    <Box
      role="region"
      aria-label={t`Selected PO lines`}
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
      <Trans>Tick lines of several styles to skip</Trans>
    </Button>
  ) : (
    <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={() => changePurpose("inspect")}>
      <LuClipboardPlus aria-hidden="true" />
      <Trans>Tick lines for an inspection instead</Trans>
    </Button>
  );
}

function NothingSelected({ selection }: { selection: ReadySelection }) {
  const { t } = useLingui();
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <HStack gap="2" color="fg.muted" minW="0" flex="1 1 320px">
        <Box as="span" aria-hidden="true" flexShrink="0">
          <LuInfo />
        </Box>
        <Text fontSize="sm">
          {selection.purpose === "inspect"
            ? t`Tick PO lines of one style and colour to make them one inspection; its lot is their total quantity.`
            : t`Tick the PO lines that need no inspection, of any style, then skip them with a reason.`}
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

/** The plan the ticked lines would be given: lot and sample size, and each class's accept and reject numbers. */
function PlanFigures({ lot }: { lot: LotSummary }) {
  const { t } = useLingui();
  const { plan } = lot;
  const { codeLetter, level } = plan;
  const majorAql = plan.aql.major.toFixed(1);
  const minorAql = plan.aql.minor.toFixed(1);
  const { accept: majorAccept, reject: majorReject } = plan.major;
  const { accept: minorAccept, reject: minorReject } = plan.minor;
  return (
    <Flex gap={{ base: "4", lg: "6" }} wrap="wrap" aria-label={t`Inspection plan`} role="group">
      <Figure label={t`Lot size`} value={formatCount(lot.lotSize)} />
      <Figure
        label={t`Sample size`}
        value={formatCount(plan.sampleSize)}
        detail={t`code ${codeLetter}, level ${level}`}
      />
      <Figure label={t`Major (AQL ${majorAql})`} value={t`Ac ${majorAccept}`} detail={t`Re ${majorReject}`} />
      <Figure label={t`Minor (AQL ${minorAql})`} value={t`Ac ${minorAccept}`} detail={t`Re ${minorReject}`} />
    </Flex>
  );
}

function SelectedLines({ selection }: { selection: ReadySelection }) {
  const { t } = useLingui();
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
  const lineCount = selected.length;
  const styles = new Set(selected.map((line) => `${line.styleCode}/${line.colourCode}`)).size;
  const supplierName = first?.supplier.name;
  const factoryName = first?.factory.name;
  const centreName = first?.centre.name;
  const deliveryMonth = first ? deliveryMonthOf(first) : "";
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Box minW="0" flex="1 1 320px">
          <Text fontWeight="semibold" color="brand.900">
            <Plural value={lineCount} one="# PO line selected" other="# PO lines selected" />
            {lot ? (
              <Text as="span" fontWeight="normal" color="fg">
                {" "}
                · {lot.sample.styleCode} {lot.sample.styleName} · {lot.sample.colourCode}{" "}
                {lot.sample.colourName}
              </Text>
            ) : (
              <Text as="span" fontWeight="normal" color="fg">
                {" "}
                · <Plural value={styles} one="# style and colour" other="# styles and colours" />
              </Text>
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {purpose === "inspect" && first
              ? t`${supplierName} · ${factoryName} · ${centreName} · delivering ${deliveryMonth}. Lines that cannot join are greyed out.`
              : t`Ticked to skip: skipped lines leave this list for SKIPPED INSPECTIONS, with their reason.`}
          </Text>
        </Box>
        <HStack gap="3" flexShrink="0">
          <PurposeSwitch selection={selection} />
          <CloseButton
            size="sm"
            aria-label={t`Clear the selection`}
            onClick={selection.clear}
            disabled={creating}
          />
        </HStack>
      </Flex>
      <Flex gap={{ base: "4", lg: "6" }} align="flex-end" justify="space-between" wrap="wrap">
        {lot && purpose === "inspect" ? <PlanFigures lot={lot} /> : null}
        <HStack gap="2" flexShrink="0" ms="auto">
          <Button variant="outline" bg="bg" onClick={selection.startSkip} disabled={creating}>
            <LuSkipForward aria-hidden="true" />
            <Trans>Skip…</Trans>
          </Button>
          {purpose === "inspect" ? (
            <Button
              colorPalette="brand"
              onClick={selection.create}
              loading={creating}
              loadingText={t`Creating`}
              disabled={!lot || blocked !== null}
              title={blocked ?? undefined}
            >
              <LuClipboardPlus aria-hidden="true" />
              <Trans>Create inspection</Trans>
            </Button>
          ) : null}
        </HStack>
      </Flex>
      {lot && first ? <SupplierTablesLine tables={tables} supplierId={first.supplier.id} /> : null}
      {blocked && first ? (
        <InlineError>
          {blocked}{" "}
          <Link asChild color="fg.error" fontWeight="semibold" textDecoration="underline">
            <RouterLink to={supplierSwitchingPath(first.supplier.id)}>
              <Trans>Open the supplier</Trans>
            </RouterLink>
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
          <Trans>Reading the supplier&apos;s severity of inspection…</Trans>
        </Text>
      );
    case "failed": {
      const problem = tables.message;
      return (
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            The supplier&apos;s severity of inspection could not be read ({problem}): the plan shown is normal
            inspection&apos;s, and the server plans the lot from the tables in force.
          </Trans>
        </Text>
      );
    }
    case "known":
      return tables.state ? (
        <Box borderTopWidth="1px" borderColor="brand.muted" pt="2">
          <ClassTables state={tables.state} />
          <Link asChild fontSize="xs" color="brand.fg" mt="1">
            <RouterLink to={supplierSwitchingPath(supplierId)}>
              <Trans>The supplier&apos;s switching record</Trans>
              <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Link>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No lot of this supplier counted yet: normal inspection.</Trans>
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
  const { t } = useLingui();
  const { inspection, existed } = made;
  const lines = inspection.poNumbers.length;
  const { inspectionNumber } = inspection;
  const { styleCode } = inspection.product;
  const colourCode = inspection.colour.code;
  const lotSize = formatCount(inspection.plan.lotSize);
  const sampleSize = formatCount(inspection.plan.sampleSize);
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap" role="status">
      <HStack gap="3" minW="0" flex="1 1 360px" align="flex-start">
        <Box as="span" color="fg.success" fontSize="xl" mt="0.5" aria-hidden="true" flexShrink="0">
          <LuCircleCheck />
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold">
            {existed
              ? t`Inspection ${inspectionNumber} already made of these lines: ${styleCode} / ${colourCode}, ${plural(lines, { one: "# PO", other: "# POs" })}, lot ${lotSize}, sample ${sampleSize}.`
              : t`Inspection ${inspectionNumber} created: ${styleCode} / ${colourCode}, ${plural(lines, { one: "# PO", other: "# POs" })}, lot ${lotSize}, sample ${sampleSize}.`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              Its lines stay ready to inspect until it is planned: give it an inspector and a date in Manage
              Inspections.
            </Trans>
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" flexShrink="0">
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to={manageInspectionPath(inspection)}>
            <Trans>Open Manage Inspections</Trans>
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Link>
        <CloseButton size="sm" aria-label={t`Dismiss`} onClick={onDismiss} />
      </HStack>
    </Flex>
  );
}
