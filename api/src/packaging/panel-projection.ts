import type {
  DayEntry,
  PackagingCheckDocument,
  PackagingDayDocument,
  PanelCell,
  PanelSource,
} from "../data/packaging-repository";
import type { PackagingStore } from "../data/stores";
import { pauseAfterRace } from "../data/concurrently";
import { keepsChanging } from "../data/storage-errors";

/*
 * The compliance panel's projection (docs/decisions/packaging.md): what a change of packaging checks does to the
 * tenant's days. A day holds each check counted on it (`entries`, by id) and the counts per supplier and DC
 * (`cells`, made from the entries at every write). An entry is put or marked gone only by a write at least as recent
 * as the one that made it, so writes applied out of order, twice, or rolled forward leave the same day. The
 * checks' unit of work (check-writes.ts) hands it every change.
 */

/** A day's counts per supplier and DC, from its entries. */
function cellsOf(entries: Readonly<Record<string, DayEntry>>): Record<string, PanelCell> {
  const cells: Record<string, PanelCell> = {};
  for (const entry of Object.values(entries)) {
    if ("gone" in entry) continue;
    const key = `${entry.supplier.id}|${entry.centreId}`;
    const cell = (cells[key] ??= {
      supplier: entry.supplier,
      centreId: entry.centreId,
      compliant: 0,
      nonCompliant: 0,
      pending: 0,
      issues: {},
    });
    if (entry.complianceResult === "Compliant") cell.compliant += 1;
    else if (entry.complianceResult === "Non-compliant") cell.nonCompliant += 1;
    else cell.pending += 1;
    for (const issue of entry.issues) cell.issues[issue] = (cell.issues[issue] ?? 0) + 1;
  }
  return cells;
}

/** A change to the days: the check's entry put on its day, and (moved or deleted) gone from another. */
export interface DayOp {
  day: string;
  id: string;
  at: string;
  entry: PanelSource | null;
}

const entryOf = (check: PackagingCheckDocument): PanelSource => ({
  supplier: check.supplier,
  centreId: check.centre.id,
  complianceResult: check.outcome.complianceResult,
  issues: check.outcome.issues,
});

/** The days of checks written at once (the bench's bulk load, a rebuild): what the writes would have made. */
export function dayDocuments(
  tenantId: string,
  checks: readonly PackagingCheckDocument[],
): PackagingDayDocument[] {
  const days = new Map<string, PackagingDayDocument>();
  for (const check of checks) {
    const day = days.get(check.checkedDay) ?? {
      id: check.checkedDay,
      tenantId,
      day: check.checkedDay,
      entries: {},
      cells: {},
    };
    day.entries[check.id] = { ...entryOf(check), at: check.updatedOn };
    days.set(day.day, day);
  }
  return [...days.values()].map((day) => ({ ...day, cells: cellsOf(day.entries) }));
}

/** Writers of the same day at the same moment try again this many times before giving up. */
const ATTEMPTS = 12;

/** The ops of a check written over where it was counted before (`previousDay`; null: nowhere). */
export function opsOfWrite(saved: PackagingCheckDocument, previousDay: string | null): DayOp[] {
  const ops: DayOp[] = [{ day: saved.checkedDay, id: saved.id, at: saved.updatedOn, entry: entryOf(saved) }];
  if (previousDay !== null && previousDay !== saved.checkedDay) {
    ops.push({ day: previousDay, id: saved.id, at: saved.updatedOn, entry: null });
  }
  return ops;
}

/** Applies the ops to their days, each day read and written under its etag (read again when someone wrote it). */
export async function recordDays(
  store: Pick<PackagingStore, "day" | "writeDay">,
  tenantId: string,
  ops: readonly DayOp[],
): Promise<void> {
  for (const op of ops) {
    for (let attempt = 1; ; attempt++) {
      const stored = await store.day(tenantId, op.day);
      const current = stored ?? { id: op.day, tenantId, day: op.day, entries: {}, cells: {} };
      const existing = current.entries[op.id];
      if (existing && existing.at > op.at) break; // a later write of the check has counted it already
      const entries = { ...current.entries };
      entries[op.id] = op.entry ? { ...op.entry, at: op.at } : { at: op.at, gone: true };
      if (await store.writeDay({ ...current, entries, cells: cellsOf(entries) }, stored?._etag)) break;
      if (attempt >= ATTEMPTS) {
        throw keepsChanging(
          `The compliance panel's day ${op.day} kept changing while this check was counted: the check is saved, and the panel will count it within a couple of minutes. Reload to see it.`,
        );
      }
      await pauseAfterRace(attempt);
    }
  }
}
