import { useLingui } from "@lingui/react/macro";
import type { CommonItem } from "@aql-portal/shared";
import type { ClientInspectionFilters, FilterKey } from "./client-inspection-filters";
import { DateFilterToolbar } from "../../../components/ui/filter-toolbar";
import { ResultFilter, SupplierFilter, type FilterToolbarProps } from "../../../components/ui/filters";

export interface ClientInspectionsToolbarProps extends FilterToolbarProps<
  ClientInspectionFilters,
  FilterKey
> {
  suppliers: readonly CommonItem<"suppliers">[];
}

/** Search, the inspection-date range, result and supplier above the client's inspections. */
export function ClientInspectionsToolbar({ suppliers, ...toolbar }: ClientInspectionsToolbarProps) {
  const { t } = useLingui();
  const { filters, onChange } = toolbar;
  return (
    <DateFilterToolbar
      {...toolbar}
      searchPlaceholder={t`Style code, PO or inspection number`}
      range={{ label: t`Inspection date`, fromLabel: t`Inspected from` }}
    >
      <ResultFilter value={filters.result ?? ""} onChange={(result) => onChange({ result })} />
      <SupplierFilter
        value={filters.supplierId}
        onChange={(supplierId) => onChange({ supplierId })}
        suppliers={suppliers}
      />
    </DateFilterToolbar>
  );
}
