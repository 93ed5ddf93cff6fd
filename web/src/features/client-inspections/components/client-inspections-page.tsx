import { useMemo, type ReactNode } from "react";
import { Badge, Box, Flex, HStack, Text } from "@chakra-ui/react";
import { LuCircleAlert, LuClipboardList, LuListChecks } from "react-icons/lu";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { can, formatCount, formatDay } from "@aql-portal/shared";
import { ListEmpty } from "../../../components/data-table/list-empty";
import { InspectionsEmpty, InspectionsTable } from "../../../components/data-table/inspections-table";
import { PageHeader } from "../../../components/layouts/page-header";
import { PressedButton } from "../../../components/ui/pressed-button";
import { useSession } from "../../../lib/auth/session-context";
import { useCommonList } from "../../../lib/reference-data";
import { useListAddress } from "../../../lib/use-list-params";
import { useClientInspections } from "../api/list-client-inspections";
import {
  DEFAULT_RANGE_DAYS,
  CLIENT_INSPECTIONS_ADDRESS,
  decisionNeededParam,
} from "./client-inspection-filters";
import { clientInspectionsColumns } from "./client-inspections-columns";
import { ClientInspectionsToolbar } from "./client-inspections-toolbar";

/**
 * The client Inspection tab (spec §2 report tabs, §3 client columns): the tenant's inspections by inspection
 * date, the last ten days by default (spec §9), filtered and sorted on the server and paged with continuation
 * tokens. What a client manager acts on stands out: reported inspections still Under Review are marked
 * "Decision needed", counted, and can be shown alone. Each style opens the inspection's AQL report, where the
 * decision is recorded.
 */
export function ClientInspectionsPage() {
  const { t } = useLingui();
  const { role } = useSession();
  const mayDecide = can(role.name, "client-decisions:set");
  const { filters, request, setFilters, toolbar, table } = useListAddress(CLIENT_INSPECTIONS_ADDRESS);

  const suppliers = useCommonList("suppliers");
  // Two lists from the server: everything in range, and what waits for a decision (its own filter, so the
  // count is exact however many pages there are).
  const awaitingQuery = useMemo(
    () => (request.ok ? { ...request.query, awaitingDecision: "true" as const } : null),
    [request],
  );
  const all = useClientInspections(request.ok ? request.query : null);
  const awaiting = useClientInspections(awaitingQuery);
  const list = filters.decisionNeeded ? awaiting : all;
  const countOf = (paged: typeof all) => `${formatCount(paged.items.length)}${paged.hasMore ? "+" : ""}`;

  const showDecisionNeeded = (on: boolean) => setFilters({ decisionNeeded: decisionNeededParam(on) });

  const ready = !list.error && !list.isLoading && request.ok;

  const fromDay = formatDay(filters.from);
  const toDay = formatDay(filters.to);
  const range = t`inspected from ${fromDay} to ${toDay}`;
  const rangeDays = DEFAULT_RANGE_DAYS;
  const emptyState =
    filters.decisionNeeded && all.items.length > 0 ? (
      <ListEmpty
        icon={<LuListChecks />}
        title={
          mayDecide ? t`Nothing is waiting for your decision.` : t`Nothing is waiting for a client decision.`
        }
        detail={t`Every finished inspection ${range} has a decision.`}
        clear={{ label: t`Show all inspections`, onClick: () => showDecisionNeeded(false) }}
      />
    ) : (
      <InspectionsEmpty request={request} onClear={toolbar.onClear} lookedFor={range}>
        <ListEmpty
          icon={<LuClipboardList />}
          title={t`No inspections in the last ${rangeDays} days.`}
          detail={t`Choose an earlier date in “Inspected from” to see older ones.`}
        />
      </InspectionsEmpty>
    );

  return (
    <Box>
      <PageHeader
        title={t`Inspections`}
        description={
          mayDecide
            ? t`Inspections by inspection date, with their result and your decision. Open a style to read its AQL Inspection Report and record your decision.`
            : t`Inspections by inspection date, with their result and the client decision. Open a style to read its AQL Inspection Report.`
        }
      />
      <ClientInspectionsToolbar {...toolbar} suppliers={suppliers.data ?? []} />
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="3">
        <HStack role="group" aria-label={t`Show`} gap="2">
          <QuickFilter
            pressed={!filters.decisionNeeded}
            onClick={() => showDecisionNeeded(false)}
            label={t`All inspections`}
            count={ready ? countOf(all) : null}
          />
          <QuickFilter
            pressed={filters.decisionNeeded}
            onClick={() => showDecisionNeeded(true)}
            label={t`Decision needed`}
            icon={<LuCircleAlert />}
            count={ready && !awaiting.isLoading ? countOf(awaiting) : null}
            attention={awaiting.items.length > 0}
          />
        </HStack>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {ready && !awaiting.isLoading && all.items.length > 0
            ? waitingSummary(countOf(awaiting), awaiting.items.length, mayDecide)
            : null}
        </Text>
      </Flex>
      <InspectionsTable
        {...table}
        columns={clientInspectionsColumns()}
        list={list}
        empty={emptyState}
        noun={
          filters.decisionNeeded
            ? [t`inspection needing a decision`, t`inspections needing a decision`]
            : [t`inspection`, t`inspections`]
        }
      />
    </Box>
  );
}

function waitingSummary(shown: string, count: number, mayDecide: boolean): string {
  if (count === 0) {
    return mayDecide
      ? t`No finished inspection is waiting for your decision.`
      : t`No finished inspection is waiting for the client decision.`;
  }
  if (shown === "1") {
    return mayDecide
      ? t`1 finished inspection is waiting for your decision.`
      : t`1 finished inspection is waiting for the client decision.`;
  }
  return mayDecide
    ? t`${shown} finished inspections are waiting for your decision.`
    : t`${shown} finished inspections are waiting for the client decision.`;
}

function QuickFilter({
  pressed,
  onClick,
  label,
  icon,
  count,
  attention = false,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  icon?: ReactNode;
  /** Null while the list loads. */
  count: string | null;
  /** Something is waiting: the count is drawn in the marker's colour. */
  attention?: boolean;
}) {
  return (
    <PressedButton size="sm" pressed={pressed} onClick={onClick}>
      {icon ? (
        <Box as="span" aria-hidden="true">
          {icon}
        </Box>
      ) : null}
      {label}
      {count === null ? null : (
        <Badge
          size="sm"
          variant={attention ? "solid" : "subtle"}
          colorPalette={attention ? "orange" : "gray"}
          fontVariantNumeric="tabular-nums"
        >
          {count}
        </Badge>
      )}
    </PressedButton>
  );
}
