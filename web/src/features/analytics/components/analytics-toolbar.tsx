import type { ReactNode } from "react";
import { HStack } from "@chakra-ui/react";
import { NO_CONTROL_POINT } from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { QUICK_RANGES, lastDays, type AnalyticsFilterKey, type AnalyticsFilters } from "./analytics-filters";
import { DateRangeInput } from "../../../components/ui/date-input";
import {
  ClearFiltersButton,
  FilterBar,
  FilterRow,
  FilterSelect,
  LabelledField,
  SupplierFilter,
  useFilterRenewal,
} from "../../../components/ui/filters";
import { PressedButton } from "../../../components/ui/pressed-button";

export interface AnalyticsToolbarProps {
  filters: AnalyticsFilters;
  today: Date;
  onChange: (changes: Partial<Record<AnalyticsFilterKey, string>>) => void;
  /** Why the range cannot be sent (spec §5 "Invalid date range!"), shown under it. */
  rangeError: string | null;
  /** Suppliers see their own figures only: no supplier to choose. */
  showSupplier: boolean;
  /** Present while the filters narrow the figures beyond the default. */
  onClear?: (() => void) | undefined;
  /** The page's own controls (an interval, a breakdown), after the filters. */
  children?: ReactNode;
}

/** The period and the three filters every analytics page shares. */
export function AnalyticsToolbar({
  filters,
  today,
  onChange,
  rangeError,
  showSupplier,
  onClear,
  children,
}: AnalyticsToolbarProps) {
  const suppliers = useCommonList("suppliers");
  const categories = useCommonList("product-categories");
  const controlPoints = useMetaList("control-points");
  const quick = QUICK_RANGES.find((days) => {
    const range = lastDays(days, today);
    return range.from === filters.from && range.to === filters.to;
  });

  return (
    <FilterBar>
      <FilterRow>
        <DateRangeInput
          label="Inspection date"
          fromLabel="Inspected from"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
          after={<QuickRanges quick={quick} onChange={(days) => onChange(lastDays(days, today))} />}
        />
        {showSupplier ? (
          <SupplierFilter
            value={filters.supplierId}
            onChange={(value) => onChange({ supplierId: value })}
            suppliers={suppliers.data ?? []}
          />
        ) : null}
        <LabelledField label="Product category" width="220px">
          <FilterSelect
            value={filters.categoryCode}
            onChange={(value) => onChange({ categoryCode: value })}
            allLabel="All categories"
            options={[...(categories.data ?? [])]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((c) => ({ value: c.code, label: c.name }))}
          />
        </LabelledField>
        <LabelledField label="Control point" width="200px">
          <FilterSelect
            value={filters.controlPointId}
            onChange={(value) => onChange({ controlPointId: value })}
            allLabel="All control points"
            options={[
              ...(controlPoints.data ?? []).map((p) => ({ value: p.id, label: p.name })),
              { value: NO_CONTROL_POINT, label: "Not set yet" },
            ]}
          />
        </LabelledField>
        {children}
        <ClearFiltersButton onClear={onClear} />
      </FilterRow>
    </FilterBar>
  );
}

/** The usual periods, one click each; the one in force pressed. */
function QuickRanges({ quick, onChange }: { quick: number | undefined; onChange: (days: number) => void }) {
  const renewal = useFilterRenewal();
  return (
    <HStack role="group" aria-label="Quick ranges" gap="1" pb="1">
      {QUICK_RANGES.map((days) => (
        <PressedButton
          key={days}
          size="xs"
          pressed={quick === days}
          onClick={renewal.renewing(() => onChange(days))}
        >
          {days === 365 ? "12 months" : `${days} days`}
        </PressedButton>
      ))}
    </HStack>
  );
}
