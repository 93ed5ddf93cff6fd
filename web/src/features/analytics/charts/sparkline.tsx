import { Box } from "@chakra-ui/react";
import type { TrendPoint } from "@aql-portal/shared";

const WIDTH = 96;
const HEIGHT = 28;

/**
 * A table cell's trend: the first-time pass rate over the period, as a line (intervals with no inspection are
 * gaps). Plain SVG, so a table of many rows draws at once; the figures are in the row.
 */
export function Sparkline({ points, label }: { points: readonly TrendPoint[]; label: string }) {
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const segments: string[][] = [[]];
  points.forEach((point, index) => {
    if (point.firstTimePassRate === null) {
      if (segments.at(-1)?.length) segments.push([]);
      return;
    }
    const x = (index * step).toFixed(1);
    const y = (2 + (1 - point.firstTimePassRate) * (HEIGHT - 4)).toFixed(1);
    segments.at(-1)?.push(`${x},${y}`);
  });
  const drawn = segments.filter((segment) => segment.length > 0);
  return (
    <Box as="span" display="inline-block" color="brand.600" aria-label={label} role="img">
      <svg width={WIDTH} height={HEIGHT} viewBox={`-2 0 ${WIDTH + 4} ${HEIGHT}`} aria-hidden="true">
        <line x1="0" x2={WIDTH} y1={HEIGHT - 2} y2={HEIGHT - 2} stroke="currentColor" strokeOpacity="0.15" />
        {drawn.map((segment) =>
          segment.length === 1 ? (
            <circle
              key={segment[0]}
              cx={segment[0]?.split(",")[0]}
              cy={segment[0]?.split(",")[1]}
              r="2"
              fill="currentColor"
            />
          ) : (
            <polyline
              key={segment.join(" ")}
              points={segment.join(" ")}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          ),
        )}
      </svg>
    </Box>
  );
}
