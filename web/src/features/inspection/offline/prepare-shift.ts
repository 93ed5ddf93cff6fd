import { z } from "zod";
import { acceptsRecords, type InspectionDetail, type PlanRow } from "@aql-portal/shared";
import { errorMessage } from "../../../lib/api-client";
import { keep, readKept } from "../../../lib/kept-copies";
import type { KeyValueStore } from "../../../lib/tablet-store";

/**
 * Getting the tablet ready for a shift without a connection (docs/decisions/offline-shift.md): with one online
 * visit to the plan, the day's assigned inspections are kept on the tablet — each one's details and record, its
 * style's size chart — with the defect library and the levels, and the code of every page the inspector uses.
 * Read through the same calls the pages make, which keep their answers (kept-copies.ts), so nothing is kept twice.
 */
export interface ShiftSources {
  /** The day's plan, every page (kept as it is read). */
  readPlan(): Promise<PlanRow[]>;
  /** Reads the inspection and keeps it on the tablet as its outbox does, its unsent work untouched. */
  keepInspection(inspectionId: string): Promise<InspectionDetail>;
  readSizeChart(productId: string): Promise<unknown>;
  /** The reference lists the screen needs (the defect library, the levels). */
  readLists(): Promise<unknown>;
  /** Asks the service worker to keep the pages' code: how many files, or null without a worker. */
  keepAppCode(): Promise<number | null>;
  /** Asks the browser not to clear the tablet's data when space runs short (navigator.storage.persist()). */
  persist(): Promise<boolean>;
}

/** What the tablet was made ready with, kept so that it reads the same after a reload offline. */
export const ReadinessSchema = z.object({
  keptAt: z.string(),
  inspections: z.number().int(),
  appFiles: z.number().int().nullable(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

const READINESS = "readiness";

/** The plan's rows an inspector may still work on today: planned, started, paused. */
export const workable = (row: Pick<PlanRow, "status">) =>
  row.status === "PLANNED" || acceptsRecords(row.status);

export async function prepareShift(
  sources: ShiftSources,
  store: KeyValueStore,
  now: () => Date = () => new Date(),
): Promise<Readiness> {
  const [rows] = await Promise.all([sources.readPlan(), sources.readLists()]);
  const open = rows.filter(workable);
  for (const row of open) {
    const detail = await sources.keepInspection(row.id);
    await sources.readSizeChart(detail.product.id);
  }
  const appFiles = await sources.keepAppCode();
  await sources.persist().catch(() => false);
  const readiness: Readiness = { keptAt: now().toISOString(), inspections: open.length, appFiles };
  await keep(store, READINESS, readiness);
  return readiness;
}

/** How ready the tablet is, as the plan shows it. */
export type ReadinessState =
  | { kind: "preparing"; last: Readiness | null }
  | { kind: "ready"; last: Readiness }
  /** Not made ready this time (no connection, a failure): what was kept before, if anything, still stands. */
  | { kind: "failed"; message: string; last: Readiness | null }
  | { kind: "offline"; last: Readiness | null };

/**
 * Prepares once per page load when the inspector reaches the plan online, and again when the connection returns
 * after a preparation that could not finish; React reads it through subscribe/getSnapshot.
 */
export class ShiftPreparation {
  private state: ReadinessState = { kind: "offline", last: null };
  private running: Promise<void> | null = null;
  private done = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly sources: ShiftSources,
    private readonly store: KeyValueStore,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ReadinessState => this.state;

  /** Reads what was kept last time, then prepares if online and not done in this page load. */
  async run(online: boolean): Promise<void> {
    if (this.running) return this.running;
    this.running = this.prepare(online).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async prepare(online: boolean): Promise<void> {
    const last = this.state.last ?? (await readKept(this.store, READINESS, ReadinessSchema))?.value ?? null;
    if (!online || this.done) {
      this.set(this.done && last ? { kind: "ready", last } : { kind: "offline", last });
      return;
    }
    this.set({ kind: "preparing", last });
    try {
      const readiness = await prepareShift(this.sources, this.store);
      this.done = true;
      this.set({ kind: "ready", last: readiness });
    } catch (error) {
      this.set({ kind: "failed", message: errorMessage(error), last });
    }
  }

  private set(state: ReadinessState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
