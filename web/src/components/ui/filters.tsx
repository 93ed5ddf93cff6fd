import { createContext, use, useReducer, type ReactNode } from "react";
import { Button, Field, Flex, Input, InputGroup, Stack, type FlexProps } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LuSearch, LuX } from "react-icons/lu";
import { INSPECTION_RESULTS, type CommonItem, type MetaItem } from "@aql-portal/shared";
import { useDebouncedDraft } from "../../lib/use-debounced-draft";
import { Select } from "./select";

/**
 * The pieces of a list's or a report's filter toolbar, so every toolbar looks and behaves the same. A date range
 * is `DateRangeInput` (date-input.tsx), kept apart so that pages with a search box and no dates (Users, in the
 * app shell) do not load the calendar.
 */

/** A pause in typing before a search is sent. */
export const SEARCH_DELAY_MS = 300;

const trim = (value: string) => value.trim();

/**
 * A filter bar's renewal: its date range (`DateRangeInput`) is drawn afresh whenever `renewing` runs an action
 * (Clear filters, a quick range), so a date being typed (or refused) goes too, even where the range was already
 * the one set.
 */
export interface FilterRenewal {
  key: number;
  renewing: <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => void;
}

const FilterRenewalContext = createContext<FilterRenewal | null>(null);

/** The renewal of the filter bar around (see FilterRenewal); outside one, a renewal of the caller's own. */
export function useFilterRenewal(): FilterRenewal {
  const own = useRenewal();
  return use(FilterRenewalContext) ?? own;
}

function useRenewal(): FilterRenewal {
  const [key, renew] = useReducer((count: number) => count + 1, 0);
  return {
    key,
    renewing:
      (action) =>
      (...args) => {
        renew();
        action(...args);
      },
  };
}

/** The panel the filters sit in, named "Filters" for screen readers: rows of filters, one under the other. */
export function FilterBar({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const renewal = useRenewal();
  return (
    <Stack as="section" aria-label={t`Filters`} gap="3" layerStyle="card" p="4" mb="4">
      <FilterRenewalContext value={renewal}>{children}</FilterRenewalContext>
    </Stack>
  );
}

/** A row of a filter bar: the filters side by side, wrapping on a narrow screen. */
export function FilterRow({ align = "flex-start", children }: Pick<FlexProps, "align" | "children">) {
  return (
    <Flex gap="3" wrap="wrap" align={align}>
      {children}
    </Flex>
  );
}

/**
 * "Clear filters", shown only while the filters narrow what is shown beyond the default. In a filter bar it also
 * draws the bar's date range afresh.
 */
export function ClearFiltersButton({ onClear }: { onClear?: (() => void) | undefined }) {
  const renewal = useFilterRenewal();
  if (!onClear) return null;
  return (
    <Button variant="ghost" colorPalette="brand" alignSelf="flex-end" onClick={renewal.renewing(onClear)}>
      <LuX aria-hidden="true" />
      <Trans>Clear filters</Trans>
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
      <Field.Label>
        <Trans>Search</Trans>
      </Field.Label>
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
    <Select
      size="md"
      value={value}
      onChange={onChange}
      placeholder={allLabel}
      options={known ? options : [{ value, label: value }, ...options]}
    />
  );
}

export interface SelectFilterProps extends FilterSelectProps {
  label: string;
  /** The width it takes in a toolbar row (LabelledField). */
  width: string;
}

/** A labelled choice in a toolbar: one of a list's values, or all of them. */
export function SelectFilter({ label, width, ...select }: SelectFilterProps) {
  return (
    <LabelledField label={label} width={width}>
      <FilterSelect {...select} />
    </LabelledField>
  );
}

type ValueFilterProps = Pick<FilterSelectProps, "value" | "onChange">;

/** "Supplier": every list and report narrows by supplier the same way, each named as people know it. */
export function SupplierFilter({
  suppliers,
  ...choice
}: ValueFilterProps & { suppliers: readonly CommonItem<"suppliers">[] }) {
  const { t } = useLingui();
  const options = suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }));
  return (
    <SelectFilter
      label={t`Supplier`}
      width="220px"
      allLabel={t`All suppliers`}
      options={options}
      {...choice}
    />
  );
}

const RESULT_OPTIONS = INSPECTION_RESULTS.map((result) => ({ value: result, label: result }));

/** "Result": Pass, Fail, Comm. Pass or Pending. */
export function ResultFilter(choice: ValueFilterProps) {
  const { t } = useLingui();
  return (
    <SelectFilter
      label={t`Result`}
      width="170px"
      allLabel={t`All results`}
      options={RESULT_OPTIONS}
      {...choice}
    />
  );
}

/** "Control point", by name; `unset` adds the inspections that have none yet (its value and label). */
export function ControlPointFilter({
  controlPoints,
  width = "220px",
  unset,
  ...choice
}: ValueFilterProps & {
  controlPoints: readonly MetaItem<"control-points">[];
  width?: string;
  unset?: { value: string; label: string };
}) {
  const { t } = useLingui();
  const options = controlPoints.map((point) => ({ value: point.id, label: point.name }));
  return (
    <SelectFilter
      label={t`Control point`}
      width={width}
      allLabel={t`All control points`}
      options={unset ? [...options, unset] : options}
      {...choice}
    />
  );
}

/**
 * What a toolbar of filters is given by its page: the filters as read from the address, the setter of some of
 * them at once (a date range's two ends together), why the range cannot be sent, and Clear while any narrows.
 */
export interface FilterToolbarProps<F, K extends string> {
  filters: F;
  onChange: (changes: Partial<Record<K, string>>) => void;
  /** Why the date range cannot be sent (spec §5 "Invalid date range!"), shown under it. */
  rangeError: string | null;
  /** Present while the filters narrow what is shown beyond the default. */
  onClear?: (() => void) | undefined;
}
