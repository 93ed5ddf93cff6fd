import { Box, Button, Field, Flex, Input, InputGroup, NativeSelect, Text } from "@chakra-ui/react";
import { LuSearch, LuX } from "react-icons/lu";
import {
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
  type CommonItem,
  type InspectionDateField,
  type MetaItem,
} from "@aql-portal/shared";
import { statusLabel } from "../../../components/ui/inspection-badges";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import type { InspectionFilters } from "./inspection-filters";
import { LabelledField } from "../../../components/ui/labelled-field";

const SEARCH_DELAY_MS = 300;
/** Long enough for a year typed digit by digit into a date field not to send 0002, 0020, 0202 on the way. */
const DATE_DELAY_MS = 600;

const trim = (value: string) => value.trim();

const DATE_FIELDS: readonly { value: InspectionDateField; label: string }[] = [
  { value: "deliveryDate", label: "Delivery date" },
  { value: "inspectionDate", label: "Inspection date" },
];

export type FilterKey = keyof InspectionFilters;

export interface InspectionsToolbarProps {
  filters: InspectionFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Why the date range cannot be sent (spec §5 "Invalid date range!"), shown under it. */
  rangeError: string | null;
  suppliers: readonly CommonItem<"suppliers">[] | null;
  controlPoints: readonly MetaItem<"control-points">[];
  /** Present while the filters narrow the list beyond the default. */
  onClear?: (() => void) | undefined;
}

/** The filters above the table: search and date range, then status, result, supplier and control point. */
export function InspectionsToolbar({
  filters,
  onChange,
  rangeError,
  suppliers,
  controlPoints,
  onClear,
}: InspectionsToolbarProps) {
  const [search, setSearch] = useDebouncedDraft(
    filters.search,
    (value) => onChange("search", value),
    SEARCH_DELAY_MS,
    trim,
  );
  // A date field emptied with its clear button keeps the range it had: there is no "no date" to filter by.
  const commitDate = (key: "from" | "to") => (value: string) => {
    if (value) onChange(key, value);
  };
  const [from, setFrom] = useDebouncedDraft(filters.from, commitDate("from"), DATE_DELAY_MS);
  const [to, setTo] = useDebouncedDraft(filters.to, commitDate("to"), DATE_DELAY_MS);

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
        <Field.Root flex="1 1 260px" maxW={{ lg: "360px" }}>
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
        <Box role="group" aria-label="Date range" flex={{ base: "1 1 100%", md: "0 0 auto" }}>
          <Flex gap="3" wrap={{ base: "wrap", md: "nowrap" }}>
            <LabelledField label="Dates on" width="160px">
              <NativeSelect.Root>
                <NativeSelect.Field
                  bg="bg"
                  value={filters.dateField}
                  onChange={(event) => onChange("dateField", event.target.value)}
                >
                  {DATE_FIELDS.map((field) => (
                    <option key={field.value} value={field.value}>
                      {field.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabelledField>
            <LabelledField label="From" width="160px" invalid={rangeError !== null}>
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
            <LabelledField label="To" width="160px" invalid={rangeError !== null}>
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
      </Flex>
      <Flex gap="3" wrap="wrap" align="flex-end" mt="3">
        <LabelledField label="Status" width="170px">
          <Picker
            value={filters.status ?? ""}
            onChange={(value) => onChange("status", value)}
            allLabel="All statuses"
            options={INSPECTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          />
        </LabelledField>
        <LabelledField label="Result" width="170px">
          <Picker
            value={filters.result ?? ""}
            onChange={(value) => onChange("result", value)}
            allLabel="All results"
            options={INSPECTION_RESULTS.map((result) => ({ value: result, label: result }))}
          />
        </LabelledField>
        {suppliers ? (
          <LabelledField label="Supplier" width="220px">
            <Picker
              value={filters.supplierId}
              onChange={(value) => onChange("supplierId", value)}
              allLabel="All suppliers"
              options={suppliers.map((supplier) => ({
                value: supplier.id,
                label: `${supplier.name} (${supplier.code})`,
              }))}
            />
          </LabelledField>
        ) : null}
        <LabelledField label="Control point" width="220px">
          <Picker
            value={filters.controlPointId}
            onChange={(value) => onChange("controlPointId", value)}
            allLabel="All control points"
            options={controlPoints.map((point) => ({ value: point.id, label: point.name }))}
          />
        </LabelledField>
        {onClear ? (
          <Button variant="ghost" colorPalette="brand" onClick={onClear}>
            <LuX aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

function Picker({
  value,
  onChange,
  allLabel,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  // A value the options do not (yet) hold, e.g. a supplier from the address before the list has loaded,
  // stays selectable rather than showing as "All".
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field bg="bg" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
