import { totalDefectsOf, type InspectionResult, type InspectionStatus } from "@aql-portal/shared";
import type { InspectionStorage, LocalRecord } from "./inspection-storage";
import {
  InspectionOutbox,
  RETRY_DELAYS_MS,
  type Connectivity,
  type InspectionOutboxOptions,
  type OutboxApi,
  type OutboxPhase,
} from "./inspection-outbox";
import { hasUnsentWork, localStatus, pendingChangesOf, provisionalResult } from "./local-work";

/**
 * The signed-in inspector's outbox on this tablet, one for all their inspections (docs/decisions/offline-shift.md):
 * it sends what the tablet holds for inspections whose screen is not open, so an inspector who works offline all
 * day gets everything sent when the connection returns — however briefly — without opening each inspection again.
 * It runs while the inspector is in the inspection area (the plan and the screen); each round reads every stored
 * record with unsent work and sends them **one inspection at a time, in the order their unsent work began**,
 * through that inspection's `InspectionOutbox` (the same rules as the screen: moves in order, photos before the
 * record, the record before a finish, If-Match, retries). A conflict or a changed plan is left for the inspector:
 * the plan says so, the screen asks.
 *
 * It also owns the page's one `InspectionOutbox` per inspection, which the screen borrows (`outboxFor`): the screen
 * and the sender never send the same record at the same time, so they never make a conflict out of nothing.
 */

/**
 * An inspection as this tablet last saw it, newer than the plan's row where work was recorded or sent here: its
 * status, its result (the server's), and the units found defective so far.
 */
export interface TabletView {
  /** Which inspection: its style and number, for lists of what waits (an inspection may have left the plan). */
  styleCode: string;
  inspectionNumber: string;
  status: InspectionStatus;
  result: InspectionResult;
  defectsFound: number;
}

/** What the tablet holds of an inspection that the server has not got. */
export interface HeldWork extends TabletView {
  /** Entries and moves not sent. */
  pendingChanges: number;
  /** The status the tablet has moved it to, when moves wait (null: the server's status stands). */
  movedTo: InspectionStatus | null;
  /** Finished on the tablet: the result the shared rules give, to be confirmed when sent. */
  provisionalResult: "Pass" | "Fail" | null;
}

/** What the plan says about an inspection's work on this tablet. */
export type PendingWork =
  /** Not sent yet: offline, waiting its turn, or a send failed for a moment and is retried. */
  | ({ kind: "waiting" } & HeldWork)
  | ({ kind: "sending" } & HeldWork)
  /** Sent since the inspector came to the inspection area: as the server answered. */
  | ({ kind: "sent" } & TabletView)
  /** Someone else saved the record meanwhile: the inspector chooses on the inspection's screen. */
  | ({ kind: "conflict" } & HeldWork)
  /** The planner changed the sampling plan while the tablet worked offline: the inspector chooses how to go on. */
  | ({ kind: "planChanged" } & HeldWork)
  /** The server refused (e.g. the inspection was reassigned): the screen offers what to do. */
  | ({ kind: "refused"; message: string } & HeldWork);

/** What the tablet holds of an inspection, for the plan and the list of what waits. */
export function heldWorkOf(record: LocalRecord): HeldWork {
  const status = localStatus(record);
  return {
    ...tabletViewOf(record),
    pendingChanges: pendingChangesOf(record),
    movedTo: status === record.base.status ? null : status,
    provisionalResult: provisionalResult(record),
  };
}

/** The inspection as the tablet has it: the server's copy moved on by the moves and entries made here. */
function tabletViewOf(record: LocalRecord): TabletView {
  return {
    styleCode: record.base.product.styleCode,
    inspectionNumber: record.base.inspectionNumber,
    status: localStatus(record),
    result: record.base.result,
    defectsFound: totalDefectsOf(record.work.defects),
  };
}

/** When an inspection's unsent work began: its first move waiting, else its last edit. */
const unsentSince = (record: LocalRecord) => record.moves[0]?.at ?? record.savedAt;

export interface BackgroundSenderOptions {
  storage: InspectionStorage;
  api: OutboxApi;
  connectivity: Connectivity;
  /** Pauses between rounds while a send keeps failing for a moment; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** Passed on to each inspection's outbox (tests shorten its pauses). */
  outboxOptions?: Pick<InspectionOutboxOptions, "sendDelayMs" | "retryDelaysMs">;
}

const EMPTY: ReadonlyMap<string, PendingWork> = new Map();

export class BackgroundSender {
  private readonly options: BackgroundSenderOptions;
  private readonly retryDelaysMs: readonly number[];
  private readonly outboxes = new Map<string, InspectionOutbox>();
  private work: ReadonlyMap<string, PendingWork> = EMPTY;
  private running = false;
  private round: Promise<void> | null = null;
  private lookAgain = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopListening: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(options: BackgroundSenderOptions) {
    this.options = options;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  // --- React's view -------------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Every inspection with work on this tablet the plan should mention, by id. */
  readonly getSnapshot = (): ReadonlyMap<string, PendingWork> => this.work;

  // --- Use ------------------------------------------------------------------------------------------------

  /** The inspection's outbox for this page: the screen's and the sender's. */
  outboxFor(inspectionId: string): InspectionOutbox {
    let outbox = this.outboxes.get(inspectionId);
    if (!outbox) {
      const { storage, api, connectivity, outboxOptions } = this.options;
      outbox = new InspectionOutbox({ inspectionId, storage, api, connectivity, ...outboxOptions });
      this.outboxes.set(inspectionId, outbox);
    }
    return outbox;
  }

  /** Starts sending in the background (the inspector entered the inspection area); answers how to stop. */
  start(): () => void {
    this.running = true;
    // "Sent" is news for one visit.
    this.publish(new Map([...this.work].filter(([, work]) => work.kind !== "sent")));
    this.stopListening = this.options.connectivity.subscribe(() => {
      if (!this.options.connectivity.isOnline()) return;
      this.clearRetry();
      this.attempt = 0;
      this.wake();
    });
    this.wake();
    return () => this.stop();
  }

  stop(): void {
    this.running = false;
    this.stopListening?.();
    this.stopListening = null;
    this.clearRetry();
  }

  /** Looks again at what the tablet holds and sends it (e.g. a screen just closed with entries unsent). */
  wake(): void {
    if (!this.running) return;
    if (this.round) {
      this.lookAgain = true;
      return;
    }
    this.round = this.rounds().finally(() => {
      this.round = null;
    });
  }

  // --- Inside ---------------------------------------------------------------------------------------------

  private async rounds(): Promise<void> {
    do {
      this.lookAgain = false;
      await this.sendRound();
    } while (this.lookAgain && this.running);
  }

  private async sendRound(): Promise<void> {
    const unsent = await this.unsentRecords();
    this.note(unsent);
    let failedForAMoment = false;
    for (const { inspectionId } of unsent) {
      if (!this.running || !this.options.connectivity.isOnline()) return;
      const outbox = this.outboxFor(inspectionId);
      // An open screen sends its own.
      if (outbox.started) continue;
      // A conflict or a changed plan waits for the inspector's choice; nothing goes out until then.
      const before = this.work.get(inspectionId);
      if (!before || before.kind === "conflict" || before.kind === "planChanged" || before.kind === "sent")
        continue;
      this.set(inspectionId, { ...before, kind: "sending" });
      await outbox.sendPending();
      const snapshot = outbox.getSnapshot();
      if (snapshot.phase.kind === "retrying") failedForAMoment = true;
      this.set(
        inspectionId,
        outbox.started || !snapshot.record ? null : outcomeOf(snapshot.record, snapshot.phase),
      );
    }
    if (failedForAMoment && this.running) {
      this.retryLater();
    } else {
      this.clearRetry();
      this.attempt = 0;
    }
  }

  /** The stored records with unsent work, oldest first; an outbox's record in memory is newer than storage's. */
  private async unsentRecords(): Promise<LocalRecord[]> {
    const stored = await this.options.storage.listRecords().catch(() => {
      // Storage that cannot be read holds nothing this page could send: the screens say why on their own.
      return [];
    });
    const records = new Map(stored.map((record) => [record.inspectionId, record]));
    for (const [inspectionId, outbox] of this.outboxes) {
      const record = outbox.getSnapshot().record;
      if (record) records.set(inspectionId, record);
    }
    return [...records.values()]
      .filter(hasUnsentWork)
      .sort((a, b) => unsentSince(a).localeCompare(unsentSince(b)));
  }

  /** What waits, as of a fresh look: inspections no longer waiting were sent (here or on their screen). */
  private note(unsent: readonly LocalRecord[]): void {
    const next = new Map<string, PendingWork>();
    for (const [inspectionId, work] of this.work) {
      const record = this.outboxes.get(inspectionId)?.getSnapshot().record;
      const { styleCode, inspectionNumber, status, result, defectsFound } = record
        ? tabletViewOf(record)
        : work;
      next.set(inspectionId, { kind: "sent", styleCode, inspectionNumber, status, result, defectsFound });
    }
    for (const record of unsent) {
      const snapshot = this.outboxes.get(record.inspectionId)?.getSnapshot();
      next.set(
        record.inspectionId,
        snapshot?.record
          ? outcomeOf(snapshot.record, snapshot.phase)
          : { kind: "waiting", ...heldWorkOf(record) },
      );
    }
    this.publish(next);
  }

  private set(inspectionId: string, work: PendingWork | null): void {
    const next = new Map(this.work);
    if (work) next.set(inspectionId, work);
    else next.delete(inspectionId);
    this.publish(next);
  }

  private retryLater(): void {
    const delay = this.retryDelaysMs[Math.min(this.attempt, this.retryDelaysMs.length - 1)] ?? 0;
    this.attempt += 1;
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.wake();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private publish(work: ReadonlyMap<string, PendingWork>): void {
    this.work = work;
    for (const listener of this.listeners) listener();
  }
}

/** How a send left an inspection, as the plan tells it. */
function outcomeOf(record: LocalRecord, phase: OutboxPhase): PendingWork {
  if (!hasUnsentWork(record)) return { kind: "sent", ...tabletViewOf(record) };
  const held = heldWorkOf(record);
  switch (phase.kind) {
    case "conflict":
      return { kind: "conflict", ...held };
    case "planChanged":
      return { kind: "planChanged", ...held };
    case "refused":
      return { kind: "refused", message: phase.message, ...held };
    default:
      return { kind: "waiting", ...held };
  }
}
