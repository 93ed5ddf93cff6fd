import type { ReactElement, ReactNode } from "react";
import { Chart, useChart, type UseChartReturn } from "@chakra-ui/charts";
import { CartesianGrid, ComposedChart, Line, Tooltip, YAxis } from "recharts";
import { t } from "@lingui/core/macro";
import { MONTH_NAMES, type ActivityInterval } from "@aql-portal/shared";

/**
 * Charts are pictures of the tables beside them: the picture is named for screen readers, which read the figures
 * from the table. Every chart of the analytics pages goes through this frame (height, colours, text style).
 */
export function ChartFrame<T>({
  chart,
  label,
  height = "72",
  children,
}: {
  chart: UseChartReturn<T>;
  label: string;
  height?: string;
  children: ReactElement;
}) {
  return (
    <Chart.Root
      chart={chart}
      role="img"
      aria-label={t`${label}. The figures are in the table.`}
      h={height}
      aspectRatio="auto"
    >
      {children}
    </Chart.Root>
  );
}

/** How an interval is named on an axis: "05 Nov", "w/c 03 Nov", "Nov 2026". */
export function intervalLabel(from: string, interval: ActivityInterval): string {
  const [year, month, day] = from.split("-");
  const monthName = MONTH_NAMES[Number(month) - 1] ?? "";
  if (interval === "month") return `${monthName} ${year}`;
  return interval === "week"
    ? t({ message: `w/c ${day} ${monthName}`, comment: "A week on a chart's axis: week commencing 03 Nov" })
    : `${day} ${monthName}`;
}

/** An interval within a sentence: "by week". */
export function intervalWord(interval: ActivityInterval): string {
  switch (interval) {
    case "day":
      return t`day`;
    case "week":
      return t`week`;
    case "month":
      return t`month`;
  }
}

/** The portal's colours for chart series, in order of use. */
export const SERIES_COLOURS = [
  "brand.500",
  "teal.400",
  "orange.400",
  "purple.400",
  "pink.400",
  "cyan.600",
  "yellow.500",
  "gray.500",
] as const;

/** A colour token of the portal (e.g. "brand.500") as the CSS value a chart's SVG takes. */
export function colourOf<T>(chart: UseChartReturn<T>, token: string): string {
  const value: unknown = chart.color(token);
  return String(value);
}

/** Recharts' own tooltip and legend, in the portal's type and colours (Chakra's would bring two more recipes). */
export const TOOLTIP_STYLE = {
  contentStyle: {
    borderRadius: 8,
    border: "1px solid var(--chakra-colors-border)",
    boxShadow: "0 4px 12px rgba(17, 43, 58, 0.12)",
    fontSize: 12,
  },
  labelStyle: { fontWeight: 600, color: "var(--chakra-colors-fg)" },
} as const;
export const LEGEND_STYLE = { iconSize: 10, wrapperStyle: { fontSize: 12, paddingTop: 8 } } as const;

export const percentTick = (value: number) => `${Math.round(value * 100)}%`;

/**
 * A chart of counts (left axis, yAxisId "count") and a share of 0–100 % (right axis, yAxisId "share"), with a
 * tooltip that shows the share series, named `shareName`, as a percentage.
 */
export function CountAndShareAxes<T>({ chart, shareName }: { chart: UseChartReturn<T>; shareName: string }) {
  return (
    <>
      <YAxis yAxisId="count" allowDecimals={false} tickLine={false} axisLine={false} width={40} />
      <YAxis
        yAxisId="share"
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
        formatter={(value, name) => (name === shareName ? [percentTick(Number(value)), name] : [value, name])}
      />
    </>
  );
}

/** A series of a chart: its data key, colour token and name. */
export interface ChartSeries<T> {
  name: keyof T & string;
  color: string;
  label: string;
}

export interface CountAndShareChartProps<T> {
  data: T[];
  /** The counts (bars, left axis) and the share of 0–100 % (a line, right axis), shown as a percentage. */
  count: ChartSeries<T>;
  share: ChartSeries<T>;
  label: string;
  height?: string;
  margin: { top: number; right: number; bottom: number; left: number };
  /** The x axis (what the bars stand for). */
  xAxis: (chart: UseChartReturn<T>) => ReactElement;
  /** The size of the share line's dots. */
  shareDot?: number;
  /** The count bars (the share's line is drawn over them). */
  children: (chart: UseChartReturn<T>) => ReactNode;
}

/** A chart of counts and a share (CountAndShareAxes), on the portal's grid lines, in the frame; the share a line. */
export function CountAndShareChart<T>({
  data,
  count,
  share,
  label,
  height,
  margin,
  xAxis,
  shareDot = 2,
  children,
}: CountAndShareChartProps<T>) {
  const chart = useChart<T>({ data, series: [count, share] });
  return (
    <ChartFrame chart={chart} label={label} height={height}>
      <ComposedChart responsive data={chart.data} margin={margin}>
        <CartesianGrid stroke={colourOf(chart, "border")} vertical={false} />
        {xAxis(chart)}
        <CountAndShareAxes chart={chart} shareName={share.label} />
        {children(chart)}
        <Line
          yAxisId="share"
          dataKey={chart.key(share.name)}
          name={share.label}
          stroke={colourOf(chart, share.color)}
          strokeWidth={2}
          dot={{ r: shareDot }}
          connectNulls
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
}
