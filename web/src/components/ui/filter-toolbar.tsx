import type { ReactNode } from "react";
import { DateRangeInput, type DateRange, type DateRangeInputProps } from "./date-input";
import { ClearFiltersButton, FilterBar, FilterRow, SearchFilter, type FilterToolbarProps } from "./filters";

export interface DateFilterToolbarProps extends FilterToolbarProps<
  DateRange & { search?: string },
  "from" | "to" | "search"
> {
  /** The range's name and its fields' labels, and controls before or after them (which date, quick ranges). */
  range: Omit<DateRangeInputProps, "from" | "to" | "onChange" | "rangeError">;
  /** A search box first, saying what it searches. */
  searchPlaceholder?: string;
  /** The other filters, after the range: on its row, or on a row of their own below (`ownRow`). */
  children: ReactNode;
  ownRow?: boolean;
}

/**
 * The filter bar of a list or report over a range of days: a search (if any), the range, the page's other
 * filters, and Clear filters while anything narrows (which also draws the range afresh).
 */
export function DateFilterToolbar({
  filters,
  onChange,
  rangeError,
  onClear,
  range,
  searchPlaceholder,
  children,
  ownRow = false,
}: DateFilterToolbarProps) {
  const others = (
    <>
      {children}
      <ClearFiltersButton onClear={onClear} />
    </>
  );
  return (
    <FilterBar>
      <FilterRow>
        {searchPlaceholder === undefined ? null : (
          <SearchFilter
            value={filters.search ?? ""}
            onChange={(search) => onChange({ search })}
            placeholder={searchPlaceholder}
          />
        )}
        <DateRangeInput
          {...range}
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
        />
        {ownRow ? null : others}
      </FilterRow>
      {ownRow ? <FilterRow align="flex-end">{others}</FilterRow> : null}
    </FilterBar>
  );
}
