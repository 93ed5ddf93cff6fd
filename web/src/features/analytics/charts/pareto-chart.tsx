import { useChart } from "@chakra-ui/charts";
import { Bar, CartesianGrid, Cell, ComposedChart, Line, ReferenceLine, XAxis } from "recharts";
import type { ParetoItem } from "@aql-portal/shared";
import { ChartFrame, colourOf, CountAndShareAxes } from "./chart-frame";

/** At most this many bars: the rest of a long tail is in the table. */
const BARS = 15;

/**
 * A Pareto: units found per item, largest first (bars), and the running share of all units (line, right axis)
 * with the 80 % line. A bar opens the inspections behind it.
 */
export function ParetoChart({
  items,
  label,
  onSelect,
}: {
  items: readonly ParetoItem[];
  label: string;
  onSelect: (item: ParetoItem) => void;
}) {
  const shown = items.slice(0, BARS);
  const chart = useChart({
    data: shown.map((item) => ({
      name: item.label,
      count: item.count,
      cumulative: item.cumulativeShare,
      item,
    })),
    series: [
      { name: "count", color: "brand.500", label: "Units found" },
      { name: "cumulative", color: "orange.500", label: "Cumulative share" },
    ],
  });
  return (
    <ChartFrame chart={chart} label={label} height="80">
      <ComposedChart responsive data={chart.data} margin={{ top: 8, right: 8, bottom: 8, left: 40 }}>
        <CartesianGrid stroke={colourOf(chart, "border")} vertical={false} />
        <XAxis
          dataKey={chart.key("name")}
          tickLine={false}
          axisLine={false}
          interval={0}
          angle={-35}
          textAnchor="end"
          height={110}
          tickFormatter={(name: string) => (name.length > 26 ? `${name.slice(0, 25)}…` : name)}
        />
        <CountAndShareAxes chart={chart} shareName="Cumulative share" />
        <ReferenceLine yAxisId="share" y={0.8} stroke={colourOf(chart, "orange.300")} strokeDasharray="4 4" />
        <Bar
          yAxisId="count"
          dataKey={chart.key("count")}
          name="Units found"
          radius={[3, 3, 0, 0]}
          cursor="pointer"
          isAnimationActive={false}
          onClick={(entry: { payload?: { item?: ParetoItem } }) => {
            if (entry.payload?.item) onSelect(entry.payload.item);
          }}
        >
          {chart.data.map((entry) => (
            <Cell key={entry.item.key} fill={colourOf(chart, "brand.500")} />
          ))}
        </Bar>
        <Line
          yAxisId="share"
          dataKey={chart.key("cumulative")}
          name="Cumulative share"
          stroke={colourOf(chart, "orange.500")}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
