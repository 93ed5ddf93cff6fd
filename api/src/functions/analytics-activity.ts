import {
  ActivityQuerySchema,
  apiRoutes,
  defaultInterval,
  isoDay,
  NO_CONTROL_POINT,
  UPCOMING_DAYS,
  type InspectionActivity,
  InspectionActivitySchema,
} from "@aql-portal/shared";
import { addDays, eachDay, intervalsOf, tile } from "../analytics/calendar";
import { Cube } from "../analytics/cube";
import { activityOf } from "../analytics/figures";
import { comingInspections, loadAnalytics } from "../analytics/load";
import { httpFunction } from "../lib/http";

/** Upcoming inspections listed (the days' counts cover them all). */
const UPCOMING_LIST_SIZE = 50;

/**
 * GET /api/analytics/activity: Inspection Activity — every inspection of the period (any status) by day, week or
 * month, by status, result and control point; and what is planned from today over the coming days.
 */
export const analyticsActivity = httpFunction({
  name: "analytics-activity",
  route: apiRoutes.analyticsActivity,
  methods: ["GET"],
  access: "analytics:read",
  response: { 200: InspectionActivitySchema },
  query: ActivityQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const interval = query.interval ?? defaultInterval(query.from, query.to);
    const request = await loadAnalytics(services, tenantId, user, query, { interval, previous: false });
    const { period, cube, filters } = request;
    const buckets = intervalsOf(period.from, period.to, interval).map((range) =>
      activityOf(cube.cells(range.from, range.to), range),
    );
    const totals = activityOf(cube.cells(period.from, period.to), { from: period.from, to: period.to });

    const today = isoDay(new Date());
    const window = { from: today, to: addDays(today, UPCOMING_DAYS - 1) };
    const upcoming = new Cube(
      await services.analytics.read(tenantId, tile(window.from, window.to, "day")),
      filters,
    );
    const days = eachDay(window.from, window.to);
    const inspections = await comingInspections(services, tenantId, request, days, UPCOMING_LIST_SIZE);

    const body: InspectionActivity = {
      period,
      interval,
      buckets,
      totals,
      controlPoints: Object.keys(totals.byControlPoint)
        .map((id) => ({ id, name: cube.controlPointName(id === NO_CONTROL_POINT ? "" : id) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      upcoming: {
        ...window,
        days: days.map((day) => {
          const { total, byStatus } = activityOf(upcoming.cells(day, day), { from: day, to: day });
          return { day, total, byStatus };
        }),
        inspections,
      },
    };
    return { body };
  },
});
