import { Box, Button, Field, Flex, Input, InputGroup, NativeSelect, Text } from "@chakra-ui/react";
import { LuSearch, LuX } from "react-icons/lu";
import { INSPECTION_RESULTS, type CommonItem } from "@aql-portal/shared";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import type { ClientInspectionFilters, FilterKey } from "./client-inspection-filters";
import { LabelledField } from "../../../components/ui/labelled-field";

const SEARCH_DELAY_MS = 300;
/** Long enough for a year typed digit by digit into a date field not to send 0002, 0020, 0202 on the way. */
const DATE_DELAY_MS = 600;
const trim = (value: string) => value.trim();

export interface ClientInspectionsToolbarProps {
  filters: ClientInspectionFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Why the date range cannot be sent (spec §5 "Invalid date range!"), shown under it. */
  rangeError: string | null;
  suppliers: readonly CommonItem<"suppliers">[];
  /** Present while the filters narrow the list beyond the default. */
  onClear?: (() => void) | undefined;
}

/** Search, the inspection-date range, result and supplier above the client's inspections. */
export function ClientInspectionsToolbar({
  filters,
  onChange,
  rangeError,
  suppliers,
  onClear,
}: ClientInspectionsToolbarProps) {
  const [search, setSearch] = useDebouncedDraft(
    filters.search,
    (value) => onChange("search", value),
    SEARCH_DELAY_MS,
    trim,
  );
  // A date emptied with its clear button keeps the range it had: there is no "no date" to filter by.
  const commitDate = (key: "from" | "to") => (value: string) => {
    if (value) onChange(key, value);
  };
  const [from, setFrom] = useDebouncedDraft(filters.from, commitDate("from"), DATE_DELAY_MS);
  const [to, setTo] = useDebouncedDraft(filters.to, commitDate("to"), DATE_DELAY_MS);
  const knownSupplier = filters.supplierId === "" || suppliers.some((s) => s.id === filters.supplierId);

  return (
    <Box
      as="section"
      aria-label="Filters"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p="4"
      mb="4"
    >
      <Flex gap="3" wrap="wrap" align="flex-start">
        <Field.Root flex="1 1 240px" maxW={{ xl: "340px" }}>
          <Field.Label>Search</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input
              type="search"
              bg="bg"
              placeholder="Style code, PO or inspection number"
              value={search}
              maxLength={50}
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
        </Field.Root>
        <Box role="group" aria-label="Inspection date" flex="0 0 auto">
          <Flex gap="3">
            <LabelledField label="Inspected from" invalid={rangeError !== null}>
              <Input
                type="date"
                bg="bg"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
                onBlur={() => {
                  if (!from) setFrom(filters.from);
                }}
              />
            </LabelledField>
            <LabelledField label="To" invalid={rangeError !== null}>
              <Input
                type="date"
                bg="bg"
                value={to}
                onChange={(event) => setTo(event.target.value)}
                onBlur={() => {
                  if (!to) setTo(filters.to);
                }}
              />
            </LabelledField>
          </Flex>
          {rangeError ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="1.5">
              {rangeError}
            </Text>
          ) : null}
        </Box>
        <LabelledField label="Result">
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="bg"
              value={filters.result ?? ""}
              onChange={(event) => onChange("result", event.target.value)}
            >
              <option value="">All results</option>
              {INSPECTION_RESULTS.map((result) => (
                <option key={result} value={result}>
                  {result}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
        <LabelledField label="Supplier" width="220px">
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="bg"
              value={filters.supplierId}
              onChange={(event) => onChange("supplierId", event.target.value)}
            >
              <option value="">All suppliers</option>
              {/* A supplier from the address stays selected while the list loads. */}
              {knownSupplier ? null : <option value={filters.supplierId}>{filters.supplierId}</option>}
              {suppliers.map((supplier) => (
                <option key={supplier.id} value={supplier.id}>
                  {supplier.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
        {onClear ? (
          <Button variant="ghost" colorPalette="brand" alignSelf="flex-end" onClick={onClear}>
            <LuX aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
