import { useId, useReducer } from "react";
import { Box, Button, Flex, HStack, Input, InputGroup, NativeSelect, Text } from "@chakra-ui/react";
import { LuCalendarRange, LuSearch, LuX } from "react-icons/lu";
import {
  DateField,
  DateMessage,
  rangeMessage,
  useDateRange,
  type DateRange,
} from "../../../components/ui/date-input";
import { useCommonList } from "../../../lib/reference-data";
import type { OrdersFilterKey, OrdersFilters } from "./orders-filters";

export interface OrdersToolbarProps {
  filters: OrdersFilters;
  searchInput: string;
  onSearchChange: (search: string) => void;
  onFilterChange: (key: OrdersFilterKey, value: string) => void;
  /** Both delivery dates, together ("to" empty for no end). */
  onRangeChange: (range: DateRange) => void;
  /** Why the filters make no request (spec §5 "Invalid date range!"), shown under the dates. */
  rangeError: string | null;
  /** Suppliers see their own lines only: no supplier picker. */
  showSupplier: boolean;
  /** Present while the filters narrow the list. */
  onClear?: (() => void) | undefined;
}

/** Search (PO number or style code), supplier and delivery dates of a PO-line list. */
export function OrdersToolbar({ onClear, ...props }: OrdersToolbarProps) {
  // Drawn afresh when cleared, so a delivery date being typed (or refused) goes too, even where the dates it
  // had were already the default.
  const [drawn, redraw] = useReducer((count: number) => count + 1, 0);
  return (
    <ToolbarRow
      key={drawn}
      {...props}
      onClear={
        onClear
          ? () => {
              redraw();
              onClear();
            }
          : undefined
      }
    />
  );
}

function ToolbarRow({
  filters,
  searchInput,
  onSearchChange,
  onFilterChange,
  onRangeChange,
  rangeError,
  showSupplier,
  onClear,
}: OrdersToolbarProps) {
  const suppliers = useCommonList("suppliers");
  const range = useDateRange({
    from: filters.from,
    to: filters.to,
    onChange: onRangeChange,
    openEnded: true,
  });
  const messageId = useId();
  const message = rangeMessage(range, "Delivery from", "Delivery to") ?? rangeError;
  const describedBy = message ? messageId : undefined;
  return (
    <Box mb="4">
      <Flex gap="3" wrap="wrap" align="center">
        <Box flex="1 1 220px" maxW={{ lg: "320px" }}>
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input
              type="search"
              size="lg"
              bg="bg"
              placeholder="Search PO number or style"
              aria-label="Search by PO number or style code"
              value={searchInput}
              maxLength={50}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </InputGroup>
        </Box>
        {showSupplier ? (
          <Box flex="0 1 220px" minW="180px">
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                bg="bg"
                aria-label="Supplier"
                value={filters.supplierId}
                onChange={(event) => onFilterChange("supplierId", event.target.value)}
              >
                <option value="">All suppliers</option>
                {(suppliers.data ?? []).map((supplier) => (
                  <option key={supplier.id} value={supplier.id}>
                    {supplier.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        ) : null}
        <HStack
          role="group"
          aria-label="Delivery date"
          gap="2"
          flex="0 1 auto"
          ps="3"
          pe="1"
          minH="11"
          bg="bg"
          borderWidth="1px"
          borderColor={message ? "border.error" : "border"}
          borderRadius="md"
        >
          <Box as="span" color="fg.muted" aria-hidden="true">
            <LuCalendarRange />
          </Box>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            Delivery
          </Text>
          <Box w="9.5rem">
            <DateField
              {...range.from}
              size="sm"
              variant="flushed"
              ariaLabel="Delivery from"
              invalid={message !== null && range.toProblem === null}
              describedBy={describedBy}
            />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            to
          </Text>
          <Box w="9.5rem">
            <DateField
              {...range.to}
              size="sm"
              variant="flushed"
              ariaLabel="Delivery to"
              placeholder="No end"
              invalid={message !== null && range.fromProblem === null}
              describedBy={describedBy}
            />
          </Box>
        </HStack>
        {onClear ? (
          <Button variant="ghost" size="lg" colorPalette="brand" onClick={onClear}>
            <LuX aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </Flex>
      <DateMessage id={messageId} message={message} />
    </Box>
  );
}
