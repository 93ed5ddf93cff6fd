import { useId } from "react";
import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { LuCalendarRange } from "react-icons/lu";
import { Trans, useLingui } from "@lingui/react/macro";
import { ClearButton } from "../../../components/ui/clear-button";
import {
  DateField,
  DateMessage,
  rangeMessage,
  useDateRange,
  useRangeRenewal,
} from "../../../components/ui/date-input";
import { SearchBox } from "../../../components/ui/search-box";
import { Select } from "../../../components/ui/select";
import { useCommonList } from "../../../lib/reference-data";
import type { OrdersFiltersState } from "./use-orders-filters";

export interface OrdersToolbarProps {
  filters: OrdersFiltersState;
  /** Suppliers see their own lines only: no supplier picker. */
  showSupplier: boolean;
}

/** The two delivery dates framed as one field of the toolbar, its border red while they are refused. */
const RangeFrame = chakra("div", {
  base: {
    display: "flex",
    alignItems: "center",
    gap: "2",
    flex: "0 1 auto",
    ps: "3",
    pe: "1",
    minH: "11",
    bg: "bg",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "md",
  },
  variants: { invalid: { true: { borderColor: "border.error" } } },
});

/** Search (PO number or style code), supplier and delivery dates of a PO-line list. */
export function OrdersToolbar({ filters, showSupplier }: OrdersToolbarProps) {
  // Drawn afresh when cleared, so a delivery date being typed (or refused) goes too, even where the dates it
  // had were already the default.
  const { key, renewing } = useRangeRenewal();
  return (
    <ToolbarRow
      key={key}
      filters={filters}
      showSupplier={showSupplier}
      onClear={filters.narrowed ? renewing(filters.clear) : undefined}
    />
  );
}

function ToolbarRow({
  filters: { filters, request, searchInput, setSearchInput, setFilter, setRange },
  showSupplier,
  onClear,
}: OrdersToolbarProps & { onClear: (() => void) | undefined }) {
  const { t } = useLingui();
  const endLabels = { from: t`Delivery from`, to: t`Delivery to` };
  const suppliers = useCommonList("suppliers");
  const range = useDateRange({ from: filters.from, to: filters.to, onChange: setRange, openEnded: true });
  const messageId = useId();
  // Why the filters make no request (spec §5 "Invalid date range!"), when the fields themselves say nothing.
  const message = rangeMessage(range, endLabels.from, endLabels.to) ?? (request.ok ? null : request.message);
  const end = (side: "from" | "to") => (
    <Box w="9.5rem">
      <DateField
        {...range[side]}
        size="sm"
        variant="flushed"
        ariaLabel={endLabels[side]}
        placeholder={side === "to" ? t`No end` : undefined}
        // The other end's own problem is said about that end; a problem of the pair marks both.
        invalid={message !== null && range[side === "from" ? "toProblem" : "fromProblem"] === null}
        describedBy={message ? messageId : undefined}
      />
    </Box>
  );
  return (
    <Box mb="4">
      <Flex gap="3" wrap="wrap" align="center">
        <Box flex="1 1 220px" maxW={{ lg: "320px" }}>
          <SearchBox
            value={searchInput}
            onChange={setSearchInput}
            placeholder={t`Search PO number or style`}
            label={t`Search by PO number or style code`}
            maxLength={50}
          />
        </Box>
        {showSupplier ? (
          <Box flex="0 1 220px" minW="180px">
            <Select
              aria-label={t`Supplier`}
              value={filters.supplierId}
              onChange={(supplierId) => setFilter("supplierId", supplierId)}
              placeholder={t`All suppliers`}
              options={(suppliers.data ?? []).map((supplier) => ({
                value: supplier.id,
                label: supplier.name,
              }))}
            />
          </Box>
        ) : null}
        <RangeFrame role="group" aria-label={t`Delivery date`} invalid={message !== null}>
          <Box as="span" color="fg.muted" aria-hidden="true">
            <LuCalendarRange />
          </Box>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <Trans>Delivery</Trans>
          </Text>
          {end("from")}
          <Text fontSize="sm" color="fg.muted">
            <Trans>to</Trans>
          </Text>
          {end("to")}
        </RangeFrame>
        {onClear ? <ClearButton onClick={onClear} /> : null}
      </Flex>
      <DateMessage id={messageId} message={message} />
    </Box>
  );
}
