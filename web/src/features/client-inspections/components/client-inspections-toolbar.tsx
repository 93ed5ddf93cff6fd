import { Flex } from "@chakra-ui/react";
import type { CommonItem } from "@aql-portal/shared";
import type { ClientInspectionFilters, FilterKey } from "./client-inspection-filters";
import { DateRangeInput, useRangeRenewal, type DateRange } from "../../../components/ui/date-input";
import {
  ClearFiltersButton,
  FilterBar,
  ResultFilter,
  SearchFilter,
  SupplierFilter,
} from "../../../components/ui/filters";

export interface ClientInspectionsToolbarProps {
  filters: ClientInspectionFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Both ends of the date range, together. */
  onRangeChange: (range: DateRange) => void;
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
  onRangeChange,
  rangeError,
  suppliers,
  onClear,
}: ClientInspectionsToolbarProps) {
  const rangeRenewal = useRangeRenewal();
  return (
    <FilterBar>
      <Flex gap="3" wrap="wrap" align="flex-start">
        <SearchFilter
          value={filters.search}
          onChange={(value) => onChange("search", value)}
          placeholder="Style code, PO or inspection number"
        />
        <DateRangeInput
          key={rangeRenewal.key}
          label="Inspection date"
          fromLabel="Inspected from"
          from={filters.from}
          to={filters.to}
          onChange={onRangeChange}
          rangeError={rangeError}
        />
        <ResultFilter value={filters.result ?? ""} onChange={(value) => onChange("result", value)} />
        <SupplierFilter
          value={filters.supplierId}
          onChange={(value) => onChange("supplierId", value)}
          suppliers={suppliers}
        />
        <ClearFiltersButton onClear={onClear && rangeRenewal.renewing(onClear)} />
      </Flex>
    </FilterBar>
  );
}
