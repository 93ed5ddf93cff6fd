import { Box, Button, Flex, HStack, Input, InputGroup, NativeSelect, Text } from "@chakra-ui/react";
import { LuCalendarRange, LuSearch, LuTriangleAlert, LuX } from "react-icons/lu";
import { useCommonList } from "../../../lib/reference-data";
import type { OrdersFilterKey, OrdersFilters } from "./orders-filters";

export interface OrdersToolbarProps {
  filters: OrdersFilters;
  searchInput: string;
  onSearchChange: (search: string) => void;
  onFilterChange: (key: OrdersFilterKey, value: string) => void;
  /** Why the filters make no request (spec §5 "Invalid date range!"), shown under the dates. */
  rangeError: string | null;
  /** Suppliers see their own lines only: no supplier picker. */
  showSupplier: boolean;
  /** Present while the filters narrow the list. */
  onClear?: (() => void) | undefined;
}

/** Search (PO number or style code), supplier and delivery dates of a PO-line list. */
export function OrdersToolbar({
  filters,
  searchInput,
  onSearchChange,
  onFilterChange,
  rangeError,
  showSupplier,
  onClear,
}: OrdersToolbarProps) {
  const suppliers = useCommonList("suppliers");
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
          borderColor={rangeError ? "border.error" : "border"}
          borderRadius="md"
        >
          <Box as="span" color="fg.muted" aria-hidden="true">
            <LuCalendarRange />
          </Box>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            Delivery
          </Text>
          <Input
            type="date"
            size="sm"
            variant="flushed"
            w="8.75rem"
            aria-label="Delivery from"
            aria-invalid={rangeError ? true : undefined}
            value={filters.from}
            onChange={(event) => onFilterChange("from", event.target.value)}
          />
          <Text fontSize="sm" color="fg.muted">
            to
          </Text>
          <Input
            type="date"
            size="sm"
            variant="flushed"
            w="8.75rem"
            aria-label="Delivery to"
            title="Empty for no end date"
            aria-invalid={rangeError ? true : undefined}
            min={filters.from}
            value={filters.to}
            onChange={(event) => onFilterChange("to", event.target.value)}
          />
        </HStack>
        {onClear ? (
          <Button variant="ghost" size="lg" colorPalette="brand" onClick={onClear}>
            <LuX aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </Flex>
      {rangeError ? (
        <HStack role="alert" gap="2" mt="2" color="fg.error" fontSize="sm" fontWeight="medium">
          <LuTriangleAlert aria-hidden="true" />
          <Text>{rangeError}</Text>
        </HStack>
      ) : null}
    </Box>
  );
}
