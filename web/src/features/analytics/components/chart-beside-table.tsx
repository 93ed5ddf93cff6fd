import { Suspense, type ReactNode } from "react";
import { Box, Grid, Heading, Skeleton, Text } from "@chakra-ui/react";

export interface ChartBesideTableProps {
  /** The chart's heading. */
  title: ReactNode;
  /** What it counts, under the heading. */
  caption?: ReactNode;
  /** The chart (lazy-charts.ts), and the height of its placeholder while it loads. */
  chart: ReactNode;
  chartHeight: string;
  /** The chart's figures as a table (FigureTable). */
  children: ReactNode;
  /** From which width the two stand side by side (below, the table under the chart). */
  sideBySideFrom?: "xl" | "2xl";
  /** Which of the two takes three fifths of the width side by side. */
  wider?: "chart" | "table";
}

/** An analytics page's figures: the chart in a card, with the table of its figures beside or under it. */
export function ChartBesideTable({
  title,
  caption,
  chart,
  chartHeight,
  children,
  sideBySideFrom = "2xl",
  wider = "chart",
}: ChartBesideTableProps) {
  const fifths = wider === "chart" ? "minmax(0, 3fr) minmax(0, 2fr)" : "minmax(0, 2fr) minmax(0, 3fr)";
  return (
    <Grid templateColumns={{ base: "1fr", [sideBySideFrom]: fifths }} gap="6" alignItems="start">
      <Box layerStyle="card" p="4">
        <Heading as="h2" size="sm" color="brand.900" mb={caption ? "1" : "3"}>
          {title}
        </Heading>
        {caption ? (
          <Text fontSize="sm" color="fg.muted" mb="3">
            {caption}
          </Text>
        ) : null}
        <Suspense fallback={<Skeleton h={chartHeight} />}>{chart}</Suspense>
      </Box>
      {children}
    </Grid>
  );
}
