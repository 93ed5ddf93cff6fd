import type { CommonItem } from "@aql-portal/shared";
import type { ClientInspectionFilters, FilterKey } from "./client-inspection-filters";
import { DateRangeInput } from "../../../components/ui/date-input";
import {
  ClearFiltersButton,
  FilterBar,
  FilterRow,
  ResultFilter,
  SearchFilter,
  SupplierFilter,
} from "../../../components/ui/filters";

export interface ClientInspectionsToolbarProps {
  filters: ClientInspectionFilters;
  /** Some filters changed together (both ends of the date range). */
  onChange: (changes: Partial<Record<FilterKey, string>>) => void;
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
  return (
    <FilterBar>
      <FilterRow>
        <SearchFilter
          value={filters.search}
          onChange={(search) => onChange({ search })}
          placeholder="Style code, PO or inspection number"
        />
        <DateRangeInput
          label="Inspection date"
          fromLabel="Inspected from"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
        />
        <ResultFilter value={filters.result ?? ""} onChange={(result) => onChange({ result })} />
        <SupplierFilter
          value={filters.supplierId}
          onChange={(supplierId) => onChange({ supplierId })}
          suppliers={suppliers}
        />
        <ClearFiltersButton onClear={onClear} />
      </FilterRow>
    </FilterBar>
  );
}
