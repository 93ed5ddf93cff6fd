import { Bar, XAxis } from "recharts";
import { useLingui } from "@lingui/react/macro";
import type { ActivityInterval, TrendPoint } from "@aql-portal/shared";
import { colourOf, CountAndShareChart, intervalLabel } from "./chart-frame";

/** Inspections done per interval (bars) and their first-time pass rate (line, right axis). */
export function TrendChart({
  points,
  interval,
  label,
}: {
  points: readonly TrendPoint[];
  interval: ActivityInterval;
  label: string;
}) {
  const { t } = useLingui();
  const inspectionsDone = t`Inspections done`;
  const data = points.map((point) => ({
    name: intervalLabel(point.from, interval),
    inspections: point.inspections,
    rate: point.firstTimePassRate,
  }));
  return (
    <CountAndShareChart
      data={data}
      count={{ name: "inspections", color: "brand.200", label: inspectionsDone }}
      share={{ name: "rate", color: "brand.700", label: t`First-time pass rate` }}
      label={label}
      margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
      xAxis={(chart) => (
        <XAxis dataKey={chart.key("name")} tickLine={false} axisLine={false} minTickGap={16} />
      )}
    >
      {(chart) => (
        <Bar
          yAxisId="count"
          dataKey={chart.key("inspections")}
          name={inspectionsDone}
          fill={colourOf(chart, "brand.200")}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      )}
    </CountAndShareChart>
  );
}
