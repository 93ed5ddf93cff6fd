import { NativeSelect } from "@chakra-ui/react";
import {
  INSPECTION_STATUSES,
  type CommonItem,
  type InspectionDateField,
  type MetaItem,
} from "@aql-portal/shared";
import { statusLabel } from "../../../components/ui/inspection-badges";
import type { FilterKey, InspectionFilters } from "./inspection-filters";
import { DateRangeInput } from "../../../components/ui/date-input";
import {
  ClearFiltersButton,
  FilterBar,
  FilterRow,
  FilterSelect,
  LabelledField,
  ResultFilter,
  SearchFilter,
  SupplierFilter,
} from "../../../components/ui/filters";

const DATE_FIELDS: readonly { value: InspectionDateField; label: string }[] = [
  { value: "deliveryDate", label: "Delivery date" },
  { value: "inspectionDate", label: "Inspection date" },
];

export interface InspectionsToolbarProps {
  filters: InspectionFilters;
  /** Some filters changed together (both ends of the date range). */
  onChange: (changes: Partial<Record<FilterKey, string>>) => void;
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
  return (
    <FilterBar>
      <FilterRow>
        <SearchFilter
          value={filters.search}
          onChange={(search) => onChange({ search })}
          placeholder="Style code, PO or inspection number"
        />
        <DateRangeInput
          label="Date range"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
          before={
            <LabelledField label="Dates on" width="160px">
              <NativeSelect.Root>
                <NativeSelect.Field
                  bg="bg"
                  value={filters.dateField}
                  onChange={(event) => onChange({ dateField: event.target.value })}
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
          }
        />
      </FilterRow>
      <FilterRow align="flex-end">
        <LabelledField label="Status" width="170px">
          <FilterSelect
            value={filters.status ?? ""}
            onChange={(status) => onChange({ status })}
            allLabel="All statuses"
            options={INSPECTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          />
        </LabelledField>
        <ResultFilter value={filters.result ?? ""} onChange={(result) => onChange({ result })} />
        {suppliers ? (
          <SupplierFilter
            value={filters.supplierId}
            onChange={(supplierId) => onChange({ supplierId })}
            suppliers={suppliers}
          />
        ) : null}
        <LabelledField label="Control point" width="220px">
          <FilterSelect
            value={filters.controlPointId}
            onChange={(controlPointId) => onChange({ controlPointId })}
            allLabel="All control points"
            options={controlPoints.map((point) => ({ value: point.id, label: point.name }))}
          />
        </LabelledField>
        <ClearFiltersButton onClear={onClear} />
      </FilterRow>
    </FilterBar>
  );
}
