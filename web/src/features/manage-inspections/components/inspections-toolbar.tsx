import {
  INSPECTION_STATUSES,
  type CommonItem,
  type InspectionDateField,
  type MetaItem,
} from "@aql-portal/shared";
import { statusLabel } from "../../../components/ui/inspection-badges";
import { Select } from "../../../components/ui/select";
import type { FilterKey, InspectionFilters } from "./inspection-filters";
import { DateFilterToolbar } from "../../../components/ui/filter-toolbar";
import {
  ControlPointFilter,
  LabelledField,
  ResultFilter,
  SelectFilter,
  SupplierFilter,
  type FilterToolbarProps,
} from "../../../components/ui/filters";

const DATE_FIELDS: readonly { value: InspectionDateField; label: string }[] = [
  { value: "deliveryDate", label: "Delivery date" },
  { value: "inspectionDate", label: "Inspection date" },
];

const STATUS_OPTIONS = INSPECTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

export interface InspectionsToolbarProps extends FilterToolbarProps<InspectionFilters, FilterKey> {
  /** Null for a supplier's users: they see their own inspections only. */
  suppliers: readonly CommonItem<"suppliers">[] | null;
  controlPoints: readonly MetaItem<"control-points">[];
}

/** The filters above the table: search and date range, then status, result, supplier and control point. */
export function InspectionsToolbar({ suppliers, controlPoints, ...toolbar }: InspectionsToolbarProps) {
  const { filters, onChange } = toolbar;
  const dateField = (
    <LabelledField label="Dates on" width="160px">
      <Select
        size="md"
        value={filters.dateField}
        onChange={(dateField) => onChange({ dateField })}
        options={DATE_FIELDS}
      />
    </LabelledField>
  );
  return (
    <DateFilterToolbar
      {...toolbar}
      searchPlaceholder="Style code, PO or inspection number"
      range={{ label: "Date range", before: dateField }}
      ownRow
    >
      <SelectFilter
        label="Status"
        width="170px"
        allLabel="All statuses"
        options={STATUS_OPTIONS}
        value={filters.status ?? ""}
        onChange={(status) => onChange({ status })}
      />
      <ResultFilter value={filters.result ?? ""} onChange={(result) => onChange({ result })} />
      {suppliers ? (
        <SupplierFilter
          value={filters.supplierId}
          onChange={(supplierId) => onChange({ supplierId })}
          suppliers={suppliers}
        />
      ) : null}
      <ControlPointFilter
        value={filters.controlPointId}
        onChange={(controlPointId) => onChange({ controlPointId })}
        controlPoints={controlPoints}
      />
    </DateFilterToolbar>
  );
}
