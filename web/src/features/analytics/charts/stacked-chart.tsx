import { useChart } from "@chakra-ui/charts";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame, colourOf, LEGEND_STYLE, TOOLTIP_STYLE } from "./chart-frame";

export interface StackedSeries {
  key: string;
  label: string;
  color: string;
}

/** Counts per interval, stacked by series (Inspection Activity by status, result or control point). */
export function StackedChart({
  rows,
  series,
  label,
}: {
  rows: readonly ({ name: string } & Record<string, number | string>)[];
  series: readonly StackedSeries[];
  label: string;
}) {
  const chart = useChart({
    data: [...rows],
    series: series.map((s) => ({ name: s.key, color: s.color, label: s.label, stackId: "all" })),
  });
  return (
    <ChartFrame chart={chart} label={label}>
      <BarChart responsive data={chart.data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid stroke={colourOf(chart, "border")} vertical={false} />
        <XAxis dataKey="name" tickLine={false} axisLine={false} minTickGap={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <Tooltip cursor={{ fill: colourOf(chart, "bg.muted") }} {...TOOLTIP_STYLE} />
        <Legend itemSorter={null} {...LEGEND_STYLE} />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            stackId="all"
            fill={colourOf(chart, item.color)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
