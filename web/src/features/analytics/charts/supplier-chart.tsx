import { useChart } from "@chakra-ui/charts";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { useLingui } from "@lingui/react/macro";
import { ChartFrame, colourOf, LEGEND_STYLE, percentTick, TOOLTIP_STYLE } from "./chart-frame";

export interface SupplierBar {
  name: string;
  current: number | null;
  previous: number | null;
}

/** First-time pass rate per supplier, this period beside the previous one. */
export function SupplierChart({ suppliers, label }: { suppliers: readonly SupplierBar[]; label: string }) {
  const { t } = useLingui();
  const series = [
    { key: "current", color: "brand.500", label: t`This period` },
    { key: "previous", color: "gray.300", label: t`Previous period` },
  ] as const;
  const chart = useChart({
    data: [...suppliers],
    series: series.map((item) => ({ name: item.key, color: item.color, label: item.label })),
  });
  return (
    <ChartFrame chart={chart} label={label} height={`${Math.max(200, 40 * suppliers.length + 60)}px`}>
      <BarChart
        responsive
        layout="vertical"
        data={chart.data}
        margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        barGap={2}
      >
        <CartesianGrid stroke={colourOf(chart, "border")} horizontal={false} />
        <XAxis type="number" domain={[0, 1]} tickFormatter={percentTick} tickLine={false} axisLine={false} />
        <YAxis
          type="category"
          dataKey={chart.key("name")}
          tickLine={false}
          axisLine={false}
          width={170}
          tickFormatter={(name: string) => (name.length > 26 ? `${name.slice(0, 25)}…` : name)}
        />
        <Tooltip
          cursor={{ fill: colourOf(chart, "bg.muted") }}
          formatter={(value) => percentTick(Number(value))}
          {...TOOLTIP_STYLE}
        />
        <Legend itemSorter={null} {...LEGEND_STYLE} />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.label}
            fill={colourOf(chart, item.color)}
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
