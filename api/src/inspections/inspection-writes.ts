import { recordChanges } from "../analytics/projection";
import type {
  InspectionDocument,
  InspectionFields,
  InspectionImportWrites,
  StoredInspection,
} from "../data/inspections-repository";
import type { Services } from "../lib/services";
import { verifyCarsAtFinish } from "./car-checks";
import { countFirstResult } from "../switching/supplier-switching";
import { inspectionEvents, publishPending } from "../notifications/events";

/*
 * The unit of work every write of an inspection goes through: the write itself, then what it changes in the
 * analytics summaries (../analytics/projection.ts) and, when it is the lot's first finish, in its supplier's
 * switching state (../switching/supplier-switching.ts) and the corrective actions its inspector verified
 * (./car-checks.ts), so no caller can change an inspection and forget them
 * (docs/decisions/analytics.md, docs/decisions/switching-rules.md, docs/decisions/corrective-actions.md).
 *
 * A write carries `summaryPending` (the day the summaries counted the inspection on before it, and whether its
 * first result is still to be counted) until both are done, and `eventsPending`, the events it tells people of
 * (../notifications/events.ts), until they are published; a process that stops in between leaves the flag, and
 * `rollForwardInspectionWrites` (a timer) completes them. Recording is idempotent, so completing twice, or a write
 * racing a roll-forward, leaves the same summaries and counts a lot once.
 */

/** What writing an inspection reaches: the inspection, the summaries, and at a first finish the supplier's state and CARs. */
export type InspectionWriteStores = Pick<
  Services,
  "inspections" | "analytics" | "switching" | "inspectionWork" | "correctiveActions" | "queues"
>;
type Stores = InspectionWriteStores;

/** Creates an inspection counted in the summaries; undefined when one with its id exists already. */
export async function createInspection(
  services: Pick<Services, "inspections" | "analytics" | "queues">,
  tenantId: string,
  fields: InspectionFields,
  now = new Date(),
): Promise<StoredInspection | undefined> {
  const eventsPending = inspectionEvents(tenantId, undefined, fields, {
    revision: 1,
    firstFinish: false,
    at: now.toISOString(),
  });
  const created = await services.inspections.create(
    tenantId,
    { ...fields, summaryPending: { previousDay: null }, eventsPending },
    now,
  );
  if (!created) return undefined;
  await recordChanges(services.analytics, tenantId, [{ after: created }]);
  return confirmed(services, created);
}

/**
 * Writes `next`, the changed `previous`, if nobody changed it since `etag` was read (stale otherwise), and counts
 * it: `previous` is what the caller read, so the summaries learn where it was counted before.
 */
export async function replaceInspection(
  services: Stores,
  previous: StoredInspection,
  next: InspectionDocument,
  etag: string,
  now = new Date(),
): Promise<StoredInspection> {
  const previousDay = previous.summaryPending?.previousDay ?? previous.scheduledDate;
  const firstFinish = !previous.firstTotals && !!next.firstTotals;
  // The lot's first finish (or one whose count a stopped process left): its supplier's switching state counts it.
  const firstResult = previous.summaryPending?.firstResult === true || firstFinish;
  const eventsPending = inspectionEvents(previous.tenantId, previous, next, {
    revision: previous.revision + 1,
    firstFinish,
    at: now.toISOString(),
  });
  const saved = await services.inspections.replace(
    previous,
    { ...next, summaryPending: { previousDay, ...(firstResult ? { firstResult } : {}) }, eventsPending },
    etag,
    now,
  );
  await recordChanges(
    services.analytics,
    saved.tenantId,
    countedAs(previous).map((before) => ({ before, after: saved })),
  );
  if (firstResult) await countedFirstFinish(services, saved, now);
  return confirmed(services, saved);
}

/** Deletes an inspection if nobody changed it since `etag` was read, and takes it out of the summaries. */
export async function deleteInspection(
  services: Pick<Services, "inspections" | "analytics">,
  inspection: StoredInspection,
  etag: string,
): Promise<void> {
  await services.inspections.delete(inspection, etag);
  await recordChanges(
    services.analytics,
    inspection.tenantId,
    countedAs(inspection).map((before) => ({ before })),
  );
}

/**
 * Writes an import's inspections whole and shown, `progress` told after each chunk; counts every one, changed
 * or not (so an import run again repairs what an interrupted one left behind); then takes the removals out of the
 * summaries and deletes them — out of the summaries first: a removal still stored is hidden, and the next attempt
 * removes it again.
 */
export async function writeImportedInspections(
  services: Pick<Services, "inspections" | "analytics">,
  tenantId: string,
  writes: InspectionImportWrites,
  hiddenEtags: ReadonlyMap<string, string>,
  progress?: (written: number) => Promise<void>,
): Promise<void> {
  await services.inspections.writeImport(writes.final, hiddenEtags, progress);
  await recordChanges(
    services.analytics,
    tenantId,
    writes.final.map(({ next, current }) => ({ before: current, after: next })),
  );
  await recordChanges(
    services.analytics,
    tenantId,
    writes.removals.map((inspection) => ({ before: inspection })),
  );
  await services.inspections.deleteImported(writes.removals, hiddenEtags);
}

/**
 * Completes the count of writes whose process stopped before confirming it (`summaryPending` written before
 * `before`): the summaries are brought up to date with the inspection as it is, and the flag cleared. Every
 * tenant's, from a timer. Returns how many it completed.
 */
export async function rollForwardInspectionWrites(services: Stores, before: Date): Promise<number> {
  const pending = await services.inspections.summaryPendingSince(before);
  for (const inspection of pending) {
    // Only its events left (an import rewrote it, counted, before they were published): they go now.
    if (inspection.summaryPending) {
      // Counted on its previous day until now: that day's entry goes if the write moved it.
      const previous = inspection.summaryPending.previousDay;
      const counted = previous ? { ...inspection, scheduledDate: previous } : undefined;
      await recordChanges(services.analytics, inspection.tenantId, [{ before: counted, after: inspection }]);
      if (inspection.summaryPending.firstResult) await countedFirstFinish(services, inspection);
    }
    await confirmed(services, inspection);
  }
  return pending.length;
}

/** A lot's first finish: its supplier's switching state counts it, and the CARs its inspector verified are made. */
async function countedFirstFinish(services: Stores, inspection: StoredInspection, now?: Date): Promise<void> {
  await countFirstResult(services, inspection, now);
  await verifyCarsAtFinish(services, inspection, now);
}

/**
 * Where the summaries may count an inspection as read: on its day, and, while a write of it is unconfirmed, on the
 * day that write left (its process may have stopped before the summaries heard of it).
 */
function countedAs(inspection: StoredInspection): StoredInspection[] {
  const previousDay = inspection.summaryPending?.previousDay;
  return previousDay && previousDay !== inspection.scheduledDate
    ? [inspection, { ...inspection, scheduledDate: previousDay }]
    : [inspection];
}

/**
 * Once the summaries count the write that set `summaryPending`, publishes the events the write made and clears
 * both: the same document, revision and time, so the flags are the only difference. A write made since carries
 * its own flag (and the events still unpublished) and clears them itself.
 */
async function confirmed(
  services: Pick<Services, "inspections" | "queues">,
  saved: StoredInspection,
): Promise<StoredInspection> {
  return publishPending(services, saved, ({ summaryPending: _counted, ...document }) =>
    services.inspections.replaceIfUnchanged(document),
  );
}
