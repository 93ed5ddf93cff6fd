import { AnalyticsQuerySchema, apiRoutes, type Insights, InsightsSchema } from "@aql-portal/shared";
import { quality } from "../analytics/figures";
import { insightsOf } from "../analytics/insights";
import { loadAnalytics } from "../analytics/load";
import { httpFunction } from "../lib/http";

/** GET /api/analytics/insights: what changed most this period against the previous, as sentences with links. */
export const analyticsInsights = httpFunction({
  name: "analytics-insights",
  route: apiRoutes.analyticsInsights,
  methods: ["GET"],
  access: "analytics:read",
  response: { 200: InsightsSchema },
  query: AnalyticsQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const { period, cube } = await loadAnalytics(services, tenantId, user, query, {
      interval: null,
      previous: true,
    });
    const current = quality(cube.cells(period.from, period.to));
    const previous = quality(cube.cells(period.previousFrom, period.previousTo));
    const body: Insights = {
      period,
      current,
      previous,
      insights: insightsOf(cube, period, current, previous),
    };
    return { body };
  },
});
