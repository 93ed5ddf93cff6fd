import type { PackagingCheckDocument, PackagingCheckFields } from "../data/packaging-repository";
import type { Services } from "../lib/services";
import { opsOfWrite, recordDays } from "./panel-projection";

/*
 * The unit of work every write of a packaging check goes through: the write itself, then what it changes in the
 * compliance panel's days (panel-projection.ts), so no caller can change a check and forget the panel
 * (docs/decisions/packaging.md).
 *
 * A write carries `summaryPending` (the day the panel counted the check on before it) until the days count it; a
 * process that stops in between leaves the flag, and `rollForwardCheckWrites` (a timer) completes the count.
 */

type Stores = Pick<Services, "packaging">;

/** Creates a check counted on its day; the database's 409 when one with its id exists. */
export async function createCheck(
  services: Stores,
  tenantId: string,
  fields: PackagingCheckFields,
  now?: Date,
): Promise<PackagingCheckDocument> {
  const created = await services.packaging.createCheck(
    tenantId,
    { ...fields, summaryPending: { previousDay: null } },
    now,
  );
  return counted(services, created);
}

/** Creates or replaces a check whatever is stored (a tablet's record is the inspection's own), counted. */
export async function upsertCheck(
  services: Stores,
  tenantId: string,
  fields: PackagingCheckFields,
  now?: Date,
): Promise<PackagingCheckDocument> {
  const previous = await services.packaging.getCheck(tenantId, fields.id);
  const saved = await services.packaging.upsertCheck(tenantId, pendingOver(fields, previous), now);
  return counted(services, saved);
}

/** Replaces a check if nobody changed it since `etag` was read (stale otherwise), counted. */
export async function replaceCheck(
  services: Stores,
  tenantId: string,
  fields: PackagingCheckFields,
  etag: string,
  now?: Date,
): Promise<PackagingCheckDocument> {
  const previous = await services.packaging.getCheck(tenantId, fields.id);
  const saved = await services.packaging.replaceCheck(tenantId, pendingOver(fields, previous), etag, now);
  return counted(services, saved);
}

/** Deletes a check (with `etag`: if nobody changed it since) and takes it off the days it was counted on. */
export async function deleteCheck(
  services: Stores,
  tenantId: string,
  id: string,
  etag?: string,
): Promise<void> {
  const current = await services.packaging.getCheck(tenantId, id);
  if (!current || !(await services.packaging.deleteCheck(tenantId, id, etag))) return;
  const at = new Date().toISOString();
  const days = new Set([current.checkedDay, current.summaryPending?.previousDay ?? current.checkedDay]);
  await recordDays(
    services.packaging,
    tenantId,
    [...days].map((day) => ({ day, id, at, entry: null })),
  );
}

/**
 * Completes the day counts of writes whose process stopped before confirming them (`summaryPending` written
 * before `before`), and clears the flag: every tenant's, from the roll-forward timer. Returns how many.
 */
export async function rollForwardCheckWrites(services: Stores, before: Date): Promise<number> {
  const pending = await services.packaging.summaryPendingSince(before);
  for (const check of pending) await counted(services, check);
  return pending.length;
}

/** Where a write finds the check counted: on the day a pending write left it, else on its own day. */
const pendingOver = (
  fields: PackagingCheckFields,
  previous: PackagingCheckDocument | undefined,
): PackagingCheckFields => ({
  ...fields,
  summaryPending: {
    previousDay: previous ? (previous.summaryPending?.previousDay ?? previous.checkedDay) : null,
  },
});

/** Counts a written check on its day (and no longer on the day it left), then clears its pending flag. */
async function counted(services: Stores, saved: PackagingCheckDocument): Promise<PackagingCheckDocument> {
  await recordDays(
    services.packaging,
    saved.tenantId,
    opsOfWrite(saved, saved.summaryPending?.previousDay ?? null),
  );
  const { summaryPending: _counted, ...document } = saved;
  // Written again meanwhile: that write carries its own flag and clears it itself.
  return (await services.packaging.replaceIfUnchanged(document)) ?? saved;
}
