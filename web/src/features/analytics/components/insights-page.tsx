import { formatCount, formatDecimal, formatPercent } from "@aql-portal/shared";
import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { LuArrowRight, LuCircleCheck, LuInfo, LuTriangleAlert } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { AnalyticsQuery, Insight, Insights } from "@aql-portal/shared";
import { useInsights } from "../api/get-insights";
import { AnalyticsPage, FiguresState, periodPhrase } from "./analytics-page";
import { useReportLinks } from "./report-links";

const TONES = {
  bad: { icon: LuTriangleAlert, colour: "red", label: msg`Needs attention` },
  good: { icon: LuCircleCheck, colour: "green", label: msg`Good news` },
  neutral: { icon: LuInfo, colour: "blue", label: msg`For information` },
} as const;

/** Insights: what changed most this period against the one before, in plain sentences, most notable first. */
export function InsightsPage() {
  const { t } = useLingui();
  return (
    <AnalyticsPage
      title={t`Insights`}
      description={t`What changed most this period against the same number of days before, in plain words.`}
    >
      {(query) => <InsightList query={query} />}
    </AnalyticsPage>
  );
}

function InsightList({ query }: { query: AnalyticsQuery }) {
  const { t } = useLingui();
  const insights = useInsights(query);
  return (
    <FiguresState figures={insights} skeleton={4}>
      {(data) => (
        <Stack gap="4">
          <Summary data={data} query={query} />
          <Stack as="ol" listStyleType="none" m="0" p="0" gap="3" aria-label={t`Insights`}>
            {data.insights.map((insight) => (
              <InsightCard key={`${insight.kind}-${insight.text}`} insight={insight} query={query} />
            ))}
          </Stack>
        </Stack>
      )}
    </FiguresState>
  );
}

function Summary({ data, query }: { data: Insights; query: AnalyticsQuery }) {
  const { t } = useLingui();
  const { current } = data;
  if (current.inspections === 0) return null;
  const inspections = formatCount(current.inspections);
  const period = periodPhrase(query);
  const failed = formatCount(current.failed);
  const per100 = formatDecimal(current.defectsPer100Units ?? 0);
  const passRate = current.firstTimePassRate === null ? null : formatPercent(current.firstTimePassRate);
  return (
    <Text color="fg.muted">
      {passRate === null
        ? t`${inspections} inspections finished ${period}: ${failed} failed, ${per100} defects per 100 units sampled.`
        : t`${inspections} inspections finished ${period}: ${passRate} passed first time, ${failed} failed, ${per100} defects per 100 units sampled.`}
    </Text>
  );
}

function InsightCard({ insight, query }: { insight: Insight; query: AnalyticsQuery }) {
  const { t } = useLingui();
  const { pathOf } = useReportLinks();
  const tone = TONES[insight.tone];
  const { tab, by, defectId, ...filters } = insight.link;
  const to = pathOf(
    tab,
    {
      from: query.from,
      to: query.to,
      supplierId: filters.supplierId ?? query.supplierId,
      categoryCode: filters.categoryCode ?? query.categoryCode,
      controlPointId: filters.controlPointId ?? query.controlPointId,
    },
    {
      by: by === "defect" ? undefined : by,
      open: defectId ?? (by === "category" ? filters.categoryCode : undefined),
    },
  );
  const Icon = tone.icon;
  return (
    <Flex
      as="li"
      gap="4"
      align={{ base: "flex-start", md: "center" }}
      direction={{ base: "column", md: "row" }}
      bg="bg"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={`${tone.colour}.500`}
      borderRadius="lg"
      px="5"
      py="4"
    >
      <Box color={`${tone.colour}.fg`} fontSize="xl" aria-label={t(tone.label)} role="img">
        <Icon />
      </Box>
      <Text flex="1" fontSize="md">
        {insight.text}
      </Text>
      {to ? (
        <Button asChild size="sm" variant="outline" bg="bg" flexShrink="0">
          <RouterLink to={to}>
            {insight.linkLabel}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      ) : null}
    </Flex>
  );
}
