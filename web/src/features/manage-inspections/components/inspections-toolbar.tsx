import { Flex, NativeSelect } from "@chakra-ui/react";
import {
  INSPECTION_STATUSES,
  type CommonItem,
  type InspectionDateField,
  type MetaItem,
} from "@aql-portal/shared";
import { statusLabel } from "../../../components/ui/inspection-badges";
import type { InspectionFilters } from "./inspection-filters";
import { DateRangeInput, useRangeRenewal, type DateRange } from "../../../components/ui/date-input";
import {
  ClearFiltersButton,
  FilterBar,
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

export type FilterKey = keyof InspectionFilters;

export interface InspectionsToolbarProps {
  filters: InspectionFilters;
  onChange: (key: FilterKey, value: string) => void;
  /** Both ends of the date range, together. */
  onRangeChange: (range: DateRange) => void;
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
  onRangeChange,
  rangeError,
  suppliers,
  controlPoints,
  onClear,
}: InspectionsToolbarProps) {
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
          label="Date range"
          from={filters.from}
          to={filters.to}
          onChange={onRangeChange}
          rangeError={rangeError}
          before={
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
          }
        />
      </Flex>
      <Flex gap="3" wrap="wrap" align="flex-end" mt="3">
        <LabelledField label="Status" width="170px">
          <FilterSelect
            value={filters.status ?? ""}
            onChange={(value) => onChange("status", value)}
            allLabel="All statuses"
            options={INSPECTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
          />
        </LabelledField>
        <ResultFilter value={filters.result ?? ""} onChange={(value) => onChange("result", value)} />
        {suppliers ? (
          <SupplierFilter
            value={filters.supplierId}
            onChange={(value) => onChange("supplierId", value)}
            suppliers={suppliers}
          />
        ) : null}
        <LabelledField label="Control point" width="220px">
          <FilterSelect
            value={filters.controlPointId}
            onChange={(value) => onChange("controlPointId", value)}
            allLabel="All control points"
            options={controlPoints.map((point) => ({ value: point.id, label: point.name }))}
          />
        </LabelledField>
        <ClearFiltersButton onClear={onClear && rangeRenewal.renewing(onClear)} />
      </Flex>
    </FilterBar>
  );
}
