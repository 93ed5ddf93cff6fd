import { useChart } from "@chakra-ui/charts";
import { Bar, CartesianGrid, ComposedChart, Line, XAxis } from "recharts";
import type { ActivityInterval, TrendPoint } from "@aql-portal/shared";
import { ChartFrame, colourOf, CountAndShareAxes, intervalLabel } from "./chart-frame";

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
  const chart = useChart({
    data: points.map((point) => ({
      name: intervalLabel(point.from, interval),
      inspections: point.inspections,
      rate: point.firstTimePassRate,
    })),
    series: [
      { name: "inspections", color: "brand.200", label: "Inspections done" },
      { name: "rate", color: "brand.700", label: "First-time pass rate" },
    ],
  });
  return (
    <ChartFrame chart={chart} label={label}>
      <ComposedChart responsive data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={colourOf(chart, "border")} vertical={false} />
        <XAxis dataKey={chart.key("name")} tickLine={false} axisLine={false} minTickGap={16} />
        <CountAndShareAxes chart={chart} shareName="First-time pass rate" />
        <Bar
          yAxisId="count"
          dataKey={chart.key("inspections")}
          name="Inspections done"
          fill={colourOf(chart, "brand.200")}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="share"
          dataKey={chart.key("rate")}
          name="First-time pass rate"
          stroke={colourOf(chart, "brand.700")}
          strokeWidth={2}
          dot={{ r: 2 }}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
