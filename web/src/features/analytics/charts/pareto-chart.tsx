import { Bar, Cell, ReferenceLine, XAxis } from "recharts";
import { useLingui } from "@lingui/react/macro";
import type { ParetoItem } from "@aql-portal/shared";
import { colourOf, CountAndShareChart } from "./chart-frame";

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
  const { t } = useLingui();
  const unitsFound = t`Units found`;
  const data = items.slice(0, BARS).map((item) => ({
    name: item.label,
    count: item.count,
    cumulative: item.cumulativeShare,
    item,
  }));
  return (
    <CountAndShareChart
      data={data}
      count={{ name: "count", color: "brand.500", label: unitsFound }}
      share={{ name: "cumulative", color: "orange.500", label: t`Cumulative share` }}
      label={label}
      height="80"
      shareDot={3}
      margin={{ top: 8, right: 8, bottom: 8, left: 40 }}
      xAxis={(chart) => (
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
      )}
    >
      {(chart) => (
        <>
          <ReferenceLine
            yAxisId="share"
            y={0.8}
            stroke={colourOf(chart, "orange.300")}
            strokeDasharray="4 4"
          />
          <Bar
            yAxisId="count"
            dataKey={chart.key("count")}
            name={unitsFound}
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
        </>
      )}
    </CountAndShareChart>
  );
}
