import {
  NO_SUPPLIER,
  previousPeriod,
  type ActivityInterval,
  type AnalyticsPeriod,
  type AnalyticsQuery,
  type AwaitingLot,
  type UpcomingInspection,
  inspectionScopeOf,
  type InspectionScope,
} from "@aql-portal/shared";
import type { UserDocument } from "../data/users-repository";
import type { Services } from "../lib/services";
import { dayUnit, intervalsOf, tile } from "./calendar";
import { Cube, keepsKey, type CubeFilters } from "./cube";
import { isTombstone } from "./summary";

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
  services: Pick<Services, "analytics">,
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

/** The oldest lots of a range awaiting a client decision that the caller may see and the filters keep. */
export async function awaitingLots(
  services: Pick<Services, "analytics">,
  tenantId: string,
  request: Pick<AnalyticsRequest, "filters">,
  range: { from: string; to: string },
  limit: number,
): Promise<AwaitingLot[]> {
  const lots = await services.analytics.awaitingLots(
    tenantId,
    range.from,
    range.to,
    keepsKey(request.filters),
    limit,
  );
  return lots.map((lot) => ({
    id: lot.id,
    inspectionNumber: lot.number,
    inspectionDate: lot.day,
    supplierName: lot.supplier,
    styleCode: lot.style,
    styleName: lot.styleName,
    colour: lot.colour,
    result: lot.result,
  }));
}

/** The first inspections of the coming days (any status) that the caller may see and the filters keep. */
export async function comingInspections(
  services: Pick<Services, "analytics">,
  tenantId: string,
  request: Pick<AnalyticsRequest, "filters">,
  days: readonly string[],
  limit: number,
): Promise<UpcomingInspection[]> {
  const keep = keepsKey(request.filters);
  const ledgers = await services.analytics.ledgers(tenantId, days.map(dayUnit));
  return ledgers
    .flatMap(({ day, entries }) =>
      Object.entries(entries).flatMap(([id, entry]) =>
        isTombstone(entry) || !keep(entry.k)
          ? []
          : [
              {
                id,
                inspectionNumber: entry.lot.number,
                day,
                status: entry.status,
                supplierName: entry.lot.supplier,
                styleCode: entry.lot.style,
                styleName: entry.lot.styleName,
                colour: entry.lot.colour,
                inspector: entry.lot.inspector,
                controlPoint: entry.lot.controlPoint,
              },
            ],
      ),
    )
    .sort((a, b) =>
      a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.inspectionNumber < b.inspectionNumber ? -1 : 1,
    )
    .slice(0, limit);
}
