import type { ReactNode } from "react";
import { Box, Button, Flex, HStack, Input, NativeSelect, Text } from "@chakra-ui/react";
import { LuX } from "react-icons/lu";
import { NO_CONTROL_POINT } from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { useDebouncedDraft } from "../../../lib/use-debounced-draft";
import { QUICK_RANGES, lastDays, type AnalyticsFilterKey, type AnalyticsFilters } from "./analytics-filters";
import { LabelledField } from "../../../components/ui/labelled-field";

/** Long enough for a year typed digit by digit into a date field not to send 0002, 0020, 0202 on the way. */
const DATE_DELAY_MS = 600;

export interface AnalyticsToolbarProps {
  filters: AnalyticsFilters;
  today: Date;
  onChange: (changes: Partial<Record<AnalyticsFilterKey, string>>) => void;
  /** Why the range cannot be sent (spec §5 "Invalid date range!"), shown under it. */
  rangeError: string | null;
  /** Suppliers see their own figures only: no supplier to choose. */
  showSupplier: boolean;
  /** Present while the filters narrow the figures beyond the default. */
  onClear?: (() => void) | undefined;
  /** The page's own controls (an interval, a breakdown), after the filters. */
  children?: ReactNode;
}

/** The period and the three filters every analytics page shares. */
export function AnalyticsToolbar({
  filters,
  today,
  onChange,
  rangeError,
  showSupplier,
  onClear,
  children,
}: AnalyticsToolbarProps) {
  const suppliers = useCommonList("suppliers");
  const categories = useCommonList("product-categories");
  const controlPoints = useMetaList("control-points");
  // A date emptied with its clear button keeps the range it had: there is no "no date" to filter by.
  const commitDate = (key: "from" | "to") => (value: string) => {
    if (value) onChange({ [key]: value });
  };
  const [from, setFrom] = useDebouncedDraft(filters.from, commitDate("from"), DATE_DELAY_MS);
  const [to, setTo] = useDebouncedDraft(filters.to, commitDate("to"), DATE_DELAY_MS);
  const quick = QUICK_RANGES.find((days) => {
    const range = lastDays(days, today);
    return range.from === filters.from && range.to === filters.to;
  });

  return (
    <Box
      as="section"
      aria-label="Filters"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p="4"
      mb="5"
    >
      <Flex gap="3" wrap="wrap" align="flex-start">
        <Box role="group" aria-label="Inspection date" flex="0 0 auto">
          <Flex gap="3" align="flex-end" wrap="wrap">
            <LabelledField label="Inspected from" invalid={rangeError !== null} width="150px">
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
            <LabelledField label="To" invalid={rangeError !== null} width="150px">
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
            <HStack role="group" aria-label="Quick ranges" gap="1" pb="1">
              {QUICK_RANGES.map((days) => (
                <Button
                  key={days}
                  size="xs"
                  variant={quick === days ? "solid" : "outline"}
                  colorPalette="brand"
                  bg={quick === days ? undefined : "bg"}
                  aria-pressed={quick === days}
                  onClick={() => onChange(lastDays(days, today))}
                >
                  {days === 365 ? "12 months" : `${days} days`}
                </Button>
              ))}
            </HStack>
          </Flex>
          {rangeError ? (
            <Text role="alert" color="fg.error" fontSize="sm" mt="1.5">
              {rangeError}
            </Text>
          ) : null}
        </Box>
        {showSupplier ? (
          <LabelledField label="Supplier" width="220px">
            <Select
              value={filters.supplierId}
              onChange={(value) => onChange({ supplierId: value })}
              all="All suppliers"
              options={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </LabelledField>
        ) : null}
        <LabelledField label="Product category" width="220px">
          <Select
            value={filters.categoryCode}
            onChange={(value) => onChange({ categoryCode: value })}
            all="All categories"
            options={[...(categories.data ?? [])]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((c) => ({ value: c.code, label: c.name }))}
          />
        </LabelledField>
        <LabelledField label="Control point" width="200px">
          <Select
            value={filters.controlPointId}
            onChange={(value) => onChange({ controlPointId: value })}
            all="All control points"
            options={[
              ...(controlPoints.data ?? []).map((p) => ({ value: p.id, label: p.name })),
              { value: NO_CONTROL_POINT, label: "Not set yet" },
            ]}
          />
        </LabelledField>
        {children}
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

function Select({
  value,
  onChange,
  all,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  all: string;
  options: readonly { value: string; label: string }[];
}) {
  // A value from the address stays selected while the list loads.
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field bg="bg" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
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
