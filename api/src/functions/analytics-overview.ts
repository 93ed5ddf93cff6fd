import {
  AnalyticsQuerySchema,
  apiRoutes,
  AWAITING_LIST_SIZE,
  trendInterval,
  type AnalyticsOverview,
  AnalyticsOverviewSchema,
} from "@aql-portal/shared";
import { defectMovers, quality, supplierMovers, trendOf } from "../analytics/figures";
import { awaitingLots, loadAnalytics } from "../analytics/load";
import { httpFunction } from "../lib/http";

/** How many movers Your Reports lists of each kind. */
const MOVERS = 5;

/**
 * GET /api/analytics/overview: Your Reports — the period's quality against the previous period's, its trend,
 * the suppliers and defects that moved most, and the oldest lots awaiting a client decision.
 */
export const analyticsOverview = httpFunction({
  name: "analytics-overview",
  route: apiRoutes.analyticsOverview,
  methods: ["GET"],
  access: "analytics:read",
  response: { 200: AnalyticsOverviewSchema },
  query: AnalyticsQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const interval = trendInterval(query.from, query.to);
    const request = await loadAnalytics(services, tenantId, user, query, { interval, previous: true });
    const { period, cube } = request;
    const awaiting = await awaitingLots(services, tenantId, request, period, AWAITING_LIST_SIZE);
    const body: AnalyticsOverview = {
      period,
      current: quality(cube.cells(period.from, period.to)),
      previous: quality(cube.cells(period.previousFrom, period.previousTo)),
      trend: trendOf(cube, period, interval),
      supplierMovers: supplierMovers(cube, period).slice(0, MOVERS),
      defectMovers: defectMovers(cube, period).slice(0, MOVERS),
      awaiting,
    };
    return { body };
  },
});
