import { memo } from "react";
import { useLingui } from "@lingui/react/macro";
import { DateFilterToolbar } from "../../../components/ui/filter-toolbar";
import { SelectFilter, SupplierFilter, type FilterToolbarProps } from "../../../components/ui/filters";
import { useSession } from "../../../lib/auth/session-context";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import type { PanelFilters, ReportFilterKey } from "./packaging-address";

export interface PackagingToolbarProps extends FilterToolbarProps<
  PanelFilters & { result?: string | null; search?: string },
  ReportFilterKey
> {
  /** A report's own results to filter on (the compliance panel has none). */
  result?: { label: string; options: readonly string[] };
  /** A search box first, saying what it searches. */
  searchPlaceholder?: string;
}

/**
 * The packaging pages' filters: the period the checks were made in, then a report's result, the supplier (not for
 * a supplier's own users: they see only theirs) and the DC. Memoised: drawn again only when its filters change,
 * not when a check opens beside it.
 */
export const PackagingToolbar = memo(function PackagingToolbar({
  result,
  searchPlaceholder,
  ...toolbar
}: PackagingToolbarProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const suppliers = useCommonList("suppliers");
  const centres = useMetaList("tenant-centres");
  const { filters, onChange } = toolbar;
  return (
    <DateFilterToolbar
      {...toolbar}
      searchPlaceholder={searchPlaceholder}
      range={{ label: t`Checked`, fromLabel: t`Checked from`, toLabel: t`Checked to` }}
      ownRow={result !== undefined}
    >
      {result ? (
        <SelectFilter
          label={result.label}
          width="170px"
          allLabel={t`All results`}
          options={result.options.map((option) => ({ value: option, label: option }))}
          value={filters.result ?? ""}
          onChange={(chosen) => onChange({ result: chosen })}
        />
      ) : null}
      {user.supplier ? null : (
        <SupplierFilter
          value={filters.supplierId}
          onChange={(supplierId) => onChange({ supplierId })}
          suppliers={suppliers.data ?? []}
        />
      )}
      <SelectFilter
        label={t`DC`}
        width="220px"
        allLabel={t`All DCs`}
        options={(centres.data ?? []).map((centre) => ({
          value: centre.id,
          label: `${centre.code} · ${centre.name}`,
        }))}
        value={filters.centreId}
        onChange={(centreId) => onChange({ centreId })}
      />
    </DateFilterToolbar>
  );
});
