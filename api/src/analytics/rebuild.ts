import type { SummaryDayDocument } from "../data/analytics-repository";
import type { StoredInspection } from "../data/inspections-repository";
import type { Services } from "../lib/services";
import { summaryDayOf } from "./summary";

export interface RebuildOptions {
  /** The days to rebuild (default: every day the tenant has inspections or summaries on). */
  from?: string;
  to?: string;
  /** Compare only: report the days whose summary differs from the inspections, write nothing. */
  dryRun?: boolean;
}

export interface RebuildResult {
  /** Days looked at: those with inspections or a summary. */
  days: number;
  /** Days whose summary did not count the inspections as they are (each rewritten unless dry run). */
  differing: string[];
}

const EVERY_DAY = { from: "0000-01-01", to: "9999-12-31" };
const ATTEMPTS = 5;

/**
 * Rebuilds the tenant's analytics summaries from the inspections themselves (npm run analytics:rebuild; after
 * a reset). Safe beside writers: each day's summary is read before its inspections and replaced under its etag,
 * so a write made meanwhile makes that day start again rather than being lost.
 */
export async function rebuildSummaries(
  services: Services,
  tenantId: string,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const from = options.from ?? EVERY_DAY.from;
  const to = options.to ?? EVERY_DAY.to;
  const stored = await services.analytics.readWhole(tenantId, from, to);
  const inspections = groupByDay(await services.inspections.scheduledBetween(tenantId, from, to));
  const days = [...new Set([...stored.keys(), ...inspections.keys()])].sort();
  const differing: string[] = [];
  for (const day of days) {
    if (
      await rebuildDay(services, tenantId, day, inspections.get(day) ?? [], stored.get(day), options.dryRun)
    )
      differing.push(day);
  }
  return { days: days.length, differing };
}

async function rebuildDay(
  services: Services,
  tenantId: string,
  day: string,
  inspections: readonly StoredInspection[],
  stored: SummaryDayDocument | undefined,
  dryRun = false,
): Promise<boolean> {
  let current = { inspections, stored };
  for (let attempt = 1; ; attempt++) {
    try {
      return dryRun
        ? services.analytics.differs(tenantId, day, current.inspections, current.stored)
        : await services.analytics.replaceDay(tenantId, day, current.inspections, current.stored);
    } catch (error) {
      const code = error instanceof Error && "code" in error ? error.code : undefined;
      if ((code !== 412 && code !== 409) || attempt >= ATTEMPTS) throw error;
      // A writer changed the day meanwhile: read it, then its inspections, again.
      const again = await services.analytics.readWhole(tenantId, day, day);
      current = {
        stored: again.get(day),
        inspections: await services.inspections.scheduledBetween(tenantId, day, day),
      };
    }
  }
}

function groupByDay(inspections: readonly StoredInspection[]): Map<string, StoredInspection[]> {
  const byDay = new Map<string, StoredInspection[]>();
  for (const inspection of inspections) {
    const day = summaryDayOf(inspection);
    const list = byDay.get(day);
    if (list) list.push(inspection);
    else byDay.set(day, [inspection]);
  }
  return byDay;
}
