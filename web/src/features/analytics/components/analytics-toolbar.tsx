import type { ReactNode } from "react";
import { Button, Flex, HStack } from "@chakra-ui/react";
import { NO_CONTROL_POINT } from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { QUICK_RANGES, lastDays, type AnalyticsFilterKey, type AnalyticsFilters } from "./analytics-filters";
import { DateRangeInput, useRangeRenewal } from "../../../components/ui/date-input";
import {
  ClearFiltersButton,
  FilterBar,
  FilterSelect,
  LabelledField,
  SupplierFilter,
} from "../../../components/ui/filters";

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
  const rangeRenewal = useRangeRenewal();
  const suppliers = useCommonList("suppliers");
  const categories = useCommonList("product-categories");
  const controlPoints = useMetaList("control-points");
  const quick = QUICK_RANGES.find((days) => {
    const range = lastDays(days, today);
    return range.from === filters.from && range.to === filters.to;
  });

  return (
    <FilterBar>
      <Flex gap="3" wrap="wrap" align="flex-start">
        <DateRangeInput
          key={rangeRenewal.key}
          label="Inspection date"
          fromLabel="Inspected from"
          from={filters.from}
          to={filters.to}
          onChange={onChange}
          rangeError={rangeError}
          after={
            <HStack role="group" aria-label="Quick ranges" gap="1" pb="1">
              {QUICK_RANGES.map((days) => (
                <Button
                  key={days}
                  size="xs"
                  variant={quick === days ? "solid" : "outline"}
                  colorPalette="brand"
                  bg={quick === days ? undefined : "bg"}
                  aria-pressed={quick === days}
                  onClick={rangeRenewal.renewing(() => onChange(lastDays(days, today)))}
                >
                  {days === 365 ? "12 months" : `${days} days`}
                </Button>
              ))}
            </HStack>
          }
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
        <ClearFiltersButton onClear={onClear && rangeRenewal.renewing(onClear)} />
      </Flex>
    </FilterBar>
  );
}
