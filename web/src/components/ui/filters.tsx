import type { ReactNode } from "react";
import { Box, Button, Field, Flex, Input, InputGroup, NativeSelect, Text } from "@chakra-ui/react";
import { LuSearch, LuX } from "react-icons/lu";
import { useDebouncedDraft } from "../../lib/use-debounced-draft";

/** The pieces of a list's or a report's filter toolbar, so every toolbar looks and behaves the same. */

/** A pause in typing before a search is sent. */
export const SEARCH_DELAY_MS = 300;
/** Long enough for a year typed digit by digit into a date field not to send 0002, 0020, 0202 on the way. */
const DATE_DELAY_MS = 600;

const trim = (value: string) => value.trim();

/** The panel the filters sit in, named "Filters" for screen readers. */
export function FilterBar({ children }: { children: ReactNode }) {
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
      {children}
    </Box>
  );
}

/** "Clear filters", shown only while the filters narrow what is shown beyond the default. */
export function ClearFiltersButton({ onClear }: { onClear?: (() => void) | undefined }) {
  if (!onClear) return null;
  return (
    <Button variant="ghost" colorPalette="brand" alignSelf="flex-end" onClick={onClear}>
      <LuX aria-hidden="true" />
      Clear filters
    </Button>
  );
}

export interface LabelledFieldProps {
  label: string;
  /** The width it takes in a toolbar row; it shrinks to 140 px before the row wraps. */
  width?: string;
  invalid?: boolean;
  children: ReactNode;
}

/** A filter in a toolbar: its label above the control. */
export function LabelledField({ label, width = "160px", invalid = false, children }: LabelledFieldProps) {
  return (
    <Field.Root flex={`0 1 ${width}`} minW="140px" w={width} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** A search box whose text is sent when typing pauses, trimmed. */
export function SearchFilter({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const [draft, setDraft] = useDebouncedDraft(value, onChange, SEARCH_DELAY_MS, trim);
  return (
    <Field.Root flex="1 1 260px" maxW={{ lg: "360px" }}>
      <Field.Label>Search</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden="true" />}>
        <Input
          type="search"
          bg="bg"
          placeholder={placeholder}
          value={draft}
          maxLength={50}
          onChange={(event) => setDraft(event.target.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (key: "from" | "to", value: string) => void;
  /** Why the range cannot be sent (spec §5 "Invalid date range!"), shown under it. */
  rangeError: string | null;
  /** The group's name for screen readers, e.g. "Inspection date". */
  label: string;
  fromLabel?: string;
  /** Controls before the dates (which date the range is on) and after them (quick ranges). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * A from–to date range, sent when typing pauses. A date emptied with its clear button keeps the range it had:
 * there is no "no date" to filter by.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  rangeError,
  label,
  fromLabel = "From",
  before,
  after,
}: DateRangeFilterProps) {
  const commit = (key: "from" | "to") => (value: string) => {
    if (value) onChange(key, value);
  };
  const [fromDraft, setFrom] = useDebouncedDraft(from, commit("from"), DATE_DELAY_MS);
  const [toDraft, setTo] = useDebouncedDraft(to, commit("to"), DATE_DELAY_MS);
  return (
    <Box role="group" aria-label={label} flex={{ base: "1 1 100%", md: "0 0 auto" }}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        {before}
        <LabelledField label={fromLabel} width="160px" invalid={rangeError !== null}>
          <Input
            type="date"
            bg="bg"
            value={fromDraft}
            onChange={(event) => setFrom(event.target.value)}
            onBlur={() => {
              if (!fromDraft) setFrom(from);
            }}
          />
        </LabelledField>
        <LabelledField label="To" width="160px" invalid={rangeError !== null}>
          <Input
            type="date"
            bg="bg"
            value={toDraft}
            onChange={(event) => setTo(event.target.value)}
            onBlur={() => {
              if (!toDraft) setTo(to);
            }}
          />
        </LabelledField>
        {after}
      </Flex>
      {rangeError ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1.5">
          {rangeError}
        </Text>
      ) : null}
    </Box>
  );
}

export interface FilterSelectProps {
  value: string;
  onChange: (value: string) => void;
  /** The first option, which filters nothing out, e.g. "All suppliers". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A choice among a list's values, or all of them. */
export function FilterSelect({ value, onChange, allLabel, options }: FilterSelectProps) {
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
