import { useChart } from "@chakra-ui/charts";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { ActivityInterval, TrendPoint } from "@aql-portal/shared";
import { ChartFrame, colourOf, intervalLabel, percentTick, TOOLTIP_STYLE } from "./chart-frame";

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
        <YAxis yAxisId="count" allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <YAxis
          yAxisId="rate"
          orientation="right"
          domain={[0, 1]}
          tickFormatter={percentTick}
          tickLine={false}
          axisLine={false}
          width={44}
        />
        <Tooltip
          cursor={{ fill: colourOf(chart, "bg.muted") }}
          {...TOOLTIP_STYLE}
          formatter={(value, name) =>
            name === "First-time pass rate" ? [percentTick(Number(value)), name] : [value, name]
          }
        />
        <Bar
          yAxisId="count"
          dataKey={chart.key("inspections")}
          name="Inspections done"
          fill={colourOf(chart, "brand.200")}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          yAxisId="rate"
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
