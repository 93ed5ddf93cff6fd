import type { DaySummaryDocument, RollupDocument, Unit } from "../data/analytics-repository";
import type { StoredInspection } from "../data/inspections-repository";
import { groupBy } from "../lib/group-by";
import type { CosmosServices } from "../lib/services";
import { dayUnit, monthUnit, rollupsOf, weekUnit } from "./calendar";
import { rebuildDay, rebuildRollup } from "./projection";
import { summaryDayOf } from "./summary";

export interface RebuildOptions {
  /** The days to rebuild (widened to whole weeks and months; default: every day the tenant has anything on). */
  from?: string;
  to?: string;
  /** Compare only: report the summaries that differ from what they count, write nothing. */
  dryRun?: boolean;
}

export interface RebuildResult {
  /** Days looked at: those with inspections or a summary. */
  days: number;
  /** Summaries (day, week or month ids) whose figures did not match what they count (rewritten unless dry run). */
  differing: string[];
}

const EVERY_DAY = { from: "0000-01-01", to: "9999-12-31" };
const ATTEMPTS = 5;

/**
 * Rebuilds the tenant's analytics summaries from the inspections themselves (npm run analytics:rebuild; after a
 * reset): each day from its inspections, then each week and month from its days. Safe beside writers: a day's
 * summary is read before its inspections and replaced under its etag, so a write made meanwhile makes that day
 * start again rather than being lost; a roll-up is made from the days as stored when it is written.
 */
export async function rebuildSummaries(
  services: CosmosServices,
  tenantId: string,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const from = options.from
    ? earliest(weekUnit(options.from).from, monthUnit(options.from).from)
    : EVERY_DAY.from;
  const to = options.to ? latest(weekUnit(options.to).to, monthUnit(options.to).to) : EVERY_DAY.to;
  const stored = await services.analytics.readWhole(tenantId, from, to);
  const storedDays = new Map(
    stored.filter((doc): doc is DaySummaryDocument => doc.kind === "day").map((doc) => [doc.firstDay, doc]),
  );
  const storedRollups = new Map(
    stored.filter((doc): doc is RollupDocument => doc.kind !== "day").map((doc) => [doc.id, doc]),
  );
  const inspections = groupBy(await services.inspections.scheduledBetween(tenantId, from, to), summaryDayOf);
  const days = [...new Set([...storedDays.keys(), ...inspections.keys()])].sort();

  const differing: string[] = [];
  for (const day of days) {
    if (
      await rebuildDayOf(
        services,
        tenantId,
        day,
        inspections.get(day) ?? [],
        storedDays.get(day),
        options.dryRun,
      )
    ) {
      differing.push(dayUnit(day).id);
    }
  }
  const rollups = new Map<string, Unit>(
    days.flatMap((day) => rollupsOf(day).map((unit) => [unit.id, unit] as const)),
  );
  for (const doc of storedRollups.values())
    rollups.set(doc.id, { kind: doc.kind, id: doc.id, from: doc.firstDay, to: doc.lastDay });
  for (const unit of [...rollups.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (
      await rebuildRollup(
        services.analytics,
        tenantId,
        storedRollups.get(unit.id),
        unit,
        options.dryRun ?? false,
      )
    ) {
      differing.push(unit.id);
    }
  }
  return { days: days.length, differing };
}

async function rebuildDayOf(
  services: CosmosServices,
  tenantId: string,
  day: string,
  inspections: readonly StoredInspection[],
  stored: DaySummaryDocument | undefined,
  dryRun = false,
): Promise<boolean> {
  let current = { inspections, stored };
  for (let attempt = 1; ; attempt++) {
    const { differs, written } = await rebuildDay(
      services.analytics,
      tenantId,
      day,
      current.inspections,
      current.stored,
      dryRun,
    );
    if (written) return differs;
    if (attempt >= ATTEMPTS) {
      throw new Error(`The summary of ${day} kept changing while it was rebuilt; run the rebuild again.`);
    }
    // A writer changed the day meanwhile: read it, then its inspections, again.
    const [again] = (await services.analytics.readWhole(tenantId, day, day)).filter(
      (doc): doc is DaySummaryDocument => doc.kind === "day",
    );
    current = {
      stored: again,
      inspections: await services.inspections.scheduledBetween(tenantId, day, day),
    };
  }
}

const earliest = (a: string, b: string) => (a < b ? a : b);
const latest = (a: string, b: string) => (a > b ? a : b);
