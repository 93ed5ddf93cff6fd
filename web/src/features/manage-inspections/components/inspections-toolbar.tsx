import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  INSPECTION_STATUSES,
  type CommonItem,
  type InspectionDateField,
  type MetaItem,
} from "@aql-portal/shared";
import { statusLabel } from "../../../components/ui/inspection-badges";
import { perLanguage } from "../../../lib/i18n";
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

const dateFields = perLanguage((): readonly { value: InspectionDateField; label: string }[] => [
  { value: "deliveryDate", label: t`Delivery date` },
  { value: "inspectionDate", label: t`Inspection date` },
]);

const statusOptions = perLanguage(() =>
  INSPECTION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
);

export interface InspectionsToolbarProps extends FilterToolbarProps<InspectionFilters, FilterKey> {
  /** Null for a supplier's users: they see their own inspections only. */
  suppliers: readonly CommonItem<"suppliers">[] | null;
  controlPoints: readonly MetaItem<"control-points">[];
}

/** The filters above the table: search and date range, then status, result, supplier and control point. */
export function InspectionsToolbar({ suppliers, controlPoints, ...toolbar }: InspectionsToolbarProps) {
  const { t } = useLingui();
  const { filters, onChange } = toolbar;
  const dateField = (
    <LabelledField label={t`Dates on`} width="160px">
      <Select
        size="md"
        value={filters.dateField}
        onChange={(dateField) => onChange({ dateField })}
        options={dateFields()}
      />
    </LabelledField>
  );
  return (
    <DateFilterToolbar
      {...toolbar}
      searchPlaceholder={t`Style code, PO or inspection number`}
      range={{ label: t`Date range`, before: dateField }}
      ownRow
    >
      <SelectFilter
        label={t`Status`}
        width="170px"
        allLabel={t`All statuses`}
        options={statusOptions()}
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
