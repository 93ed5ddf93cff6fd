import type { ReactNode } from "react";
import { HStack } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { NO_CONTROL_POINT } from "@aql-portal/shared";
import { useCommonList, useMetaList } from "../../../lib/reference-data";
import { QUICK_RANGES, lastDays, type AnalyticsFilterKey, type AnalyticsFilters } from "./analytics-filters";
import { DateFilterToolbar } from "../../../components/ui/filter-toolbar";
import {
  ControlPointFilter,
  SelectFilter,
  SupplierFilter,
  useFilterRenewal,
  type FilterToolbarProps,
} from "../../../components/ui/filters";
import { PressedButton } from "../../../components/ui/pressed-button";

export interface AnalyticsToolbarProps extends FilterToolbarProps<AnalyticsFilters, AnalyticsFilterKey> {
  today: Date;
  /** Suppliers see their own figures only: no supplier to choose. */
  showSupplier: boolean;
  /** The page's own controls (an interval, a breakdown), after the filters. */
  children?: ReactNode;
}

/** The period and the three filters every analytics page shares. */
export function AnalyticsToolbar({ today, showSupplier, children, ...toolbar }: AnalyticsToolbarProps) {
  const { t } = useLingui();
  const { filters, onChange } = toolbar;
  const suppliers = useCommonList("suppliers");
  const categories = useCommonList("product-categories");
  const controlPoints = useMetaList("control-points");
  const quick = QUICK_RANGES.find((days) => {
    const range = lastDays(days, today);
    return range.from === filters.from && range.to === filters.to;
  });

  return (
    <DateFilterToolbar
      {...toolbar}
      range={{
        label: t`Inspection date`,
        fromLabel: t`Inspected from`,
        after: <QuickRanges quick={quick} onChange={(days) => onChange(lastDays(days, today))} />,
      }}
    >
      {showSupplier ? (
        <SupplierFilter
          value={filters.supplierId}
          onChange={(supplierId) => onChange({ supplierId })}
          suppliers={suppliers.data ?? []}
        />
      ) : null}
      <SelectFilter
        label={t`Product category`}
        width="220px"
        allLabel={t`All categories`}
        options={[...(categories.data ?? [])]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((c) => ({ value: c.code, label: c.name }))}
        value={filters.categoryCode}
        onChange={(categoryCode) => onChange({ categoryCode })}
      />
      <ControlPointFilter
        width="200px"
        value={filters.controlPointId}
        onChange={(controlPointId) => onChange({ controlPointId })}
        controlPoints={controlPoints.data ?? []}
        unset={{ value: NO_CONTROL_POINT, label: t`Not set yet` }}
      />
      {children}
    </DateFilterToolbar>
  );
}

/** The usual periods, one click each; the one in force pressed. */
function QuickRanges({ quick, onChange }: { quick: number | undefined; onChange: (days: number) => void }) {
  const { t } = useLingui();
  const renewal = useFilterRenewal();
  return (
    <HStack role="group" aria-label={t`Quick ranges`} gap="1" pb="1">
      {QUICK_RANGES.map((days) => (
        <PressedButton
          key={days}
          size="xs"
          pressed={quick === days}
          onClick={renewal.renewing(() => onChange(days))}
        >
          {days === 365 ? <Trans>12 months</Trans> : <Plural value={days} one="# day" other="# days" />}
        </PressedButton>
      ))}
    </HStack>
  );
}
