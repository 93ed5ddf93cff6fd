import {
  ListInspectionsQuerySchema,
  previousPeriod,
  type ActivityInterval,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from "@aql-portal/shared";
import type { InspectionScope } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { inspectionScopeOf } from "../inspections/scope";
import type { Services } from "../lib/services";
import { intervalsOf, tile } from "./calendar";
import { Cube, type CubeFilters } from "./cube";

/** An id no supplier has: what a caller who may see no supplier's figures is narrowed to. */
const NO_SUPPLIER = "\u0000none";

/**
 * The filters that apply to a caller: the page's, narrowed to what they may see. A supplier user sees their own
 * supplier's figures whatever they ask for (asking for another supplier's gives nothing).
 */
export function effectiveFilters(scope: InspectionScope, query: CubeFilters): CubeFilters {
  const filters: CubeFilters = {
    supplierId: query.supplierId,
    categoryCode: query.categoryCode,
    controlPointId: query.controlPointId,
  };
  if (scope.kind === "supplier") {
    filters.supplierId =
      query.supplierId === undefined || query.supplierId === scope.supplierId
        ? scope.supplierId
        : NO_SUPPLIER;
  } else if (scope.kind === "inspector") {
    filters.supplierId = NO_SUPPLIER;
  }
  return filters;
}

export interface AnalyticsRequest {
  period: AnalyticsPeriod;
  cube: Cube;
  scope: InspectionScope;
  filters: CubeFilters;
}

/** What a page reads: the period by interval (a trend, the activity chart) or as a whole, and the one before. */
export interface AnalyticsNeeds {
  interval: ActivityInterval | null;
  previous: boolean;
}

/**
 * Reads the summaries a page needs, narrowed to the caller: the fewest days, weeks and months that tile the period
 * (each of its intervals, when it is drawn by interval) and the period before it. A 90-day period is a few dozen
 * documents, whatever the number of inspections in it.
 */
export async function loadAnalytics(
  services: Services,
  tenantId: string,
  user: UserDocument,
  query: AnalyticsQuery,
  needs: AnalyticsNeeds,
): Promise<AnalyticsRequest> {
  const previous = previousPeriod(query.from, query.to);
  const period = { from: query.from, to: query.to, previousFrom: previous.from, previousTo: previous.to };
  const scope = inspectionScopeOf(user);
  const filters = effectiveFilters(scope, query);
  const { interval } = needs;
  const units = [
    ...(interval
      ? intervalsOf(query.from, query.to, interval).flatMap((range) => tile(range.from, range.to, interval))
      : tile(query.from, query.to, "month")),
    ...(needs.previous ? tile(previous.from, previous.to, "month") : []),
  ];
  const summaries = await services.analytics.read(tenantId, units);
  return { period, cube: new Cube(summaries, filters), scope, filters };
}

/**
 * The first inspections of a day range that match the caller's filters, by inspection date (the awaiting lots of
 * Your Reports, what is planned on Inspection Activity): one bounded page.
 */
export async function firstInspections(
  services: Services,
  tenantId: string,
  request: Pick<AnalyticsRequest, "scope" | "filters">,
  range: { from: string; to: string },
  options: { pageSize: number; awaitingDecision?: boolean },
) {
  const query = ListInspectionsQuerySchema.parse({
    from: range.from,
    to: range.to,
    dateField: "inspectionDate",
    supplierId: request.filters.supplierId,
    categoryCode: request.filters.categoryCode,
    controlPointId: request.filters.controlPointId,
    awaitingDecision: options.awaitingDecision ? "true" : undefined,
    sortKey: "inspectionDate",
    sortOrder: 1,
    pageSize: options.pageSize,
  });
  const page = await services.inspections.list(tenantId, { ...query, ...range }, request.scope);
  return page.items;
}
