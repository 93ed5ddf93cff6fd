import {
  checkMove,
  messages,
  type InspectionDetail,
  type InspectionStatus,
  type InspectionWork,
  type InspectionWorkInput,
} from "@aql-portal/shared";
import { AnswerCutOffError, ApiRequestError, errorMessage } from "../../../lib/api-client";
import type { InspectionStorage, LocalRecord, PendingMove } from "./inspection-storage";
import {
  hasUnsentWork,
  localStatus,
  newId,
  pendingChangesOf,
  photoIdsOf,
  provisionalResult,
  sameWork,
  toWorkInput,
} from "./local-work";
import { planDifferences } from "./plan-change";

/**
 * The tablet's outbox for one inspection (not to be confused with `PUT /api/inspections/sync/{id}`, which
 * re-derives an inspection from its PO lines): keeps the inspection's record and the status moves made on the
 * tablet, and sends them when it can (decisions.md "Inspection screen"; docs/decisions/offline-shift.md). Every
 * edit and move is stored at once; a send follows while online, in the order the server needs: the moves as they
 * were made (each with its operation id and time), the photos the server has not got (each under the tablet's
 * own id, so a retry replaces itself) and the whole record (If-Match = the record's etag the local copy is based
 * on) before a finish, which computes the result from it. Nothing is overwritten silently: a record someone else
 * saved meanwhile (412) is shown beside the tablet's for the inspector to choose, and so is a sampling plan the
 * planner changed while the tablet worked offline. Network failures are retried with growing pauses; nothing is
 * dropped.
 *
 * Plain TypeScript behind small interfaces (storage, API, connectivity), so the rules are tested without a
 * browser; React reads it through subscribe/getSnapshot (useSyncExternalStore).
 */

export interface OutboxApi {
  getDetail(inspectionId: string): Promise<InspectionDetail>;
  saveWork(inspectionId: string, work: InspectionWorkInput, workEtag: string): Promise<InspectionDetail>;
  uploadPhoto(inspectionId: string, photoId: string, photo: Blob): Promise<void>;
  /** PUT …/status with the move's operation id and time, If-Match the inspection's etag. */
  moveInspection(inspectionId: string, move: PendingMove, etag: string): Promise<InspectionDetail>;
}

export interface Connectivity {
  isOnline(): boolean;
  /** Calls back when the device goes on- or offline; answers how to stop listening. */
  subscribe(onChange: () => void): () => void;
}

/** The browser's own idea of the connection: navigator.onLine and its online/offline events. */
export const browserConnectivity: Connectivity = {
  isOnline: () => navigator.onLine,
  subscribe(onChange) {
    window.addEventListener("online", onChange);
    window.addEventListener("offline", onChange);
    return () => {
      window.removeEventListener("online", onChange);
      window.removeEventListener("offline", onChange);
    };
  },
};

/** A photo taken on the tablet, already reduced, under the id its defect entry names. */
export interface NewPhoto {
  photoId: string;
  photo: Blob;
}

export type OutboxPhase =
  /** Reading the tablet's copy and the server's. */
  | { kind: "loading" }
  /** Nothing on this tablet and the server could not be read. */
  | { kind: "unavailable"; message: string }
  | { kind: "offline" }
  | { kind: "sending" }
  | { kind: "sent" }
  /** A send failed; the next try is at `retryAt` (ms since the epoch). */
  | { kind: "retrying"; message: string; retryAt: number }
  /** The server refused the record (not a passing failure): it waits for the inspector. */
  | { kind: "refused"; message: string }
  /** Someone else saved the record meanwhile: the inspector chooses between theirs and the tablet's. */
  | { kind: "conflict"; theirs: InspectionDetail }
  /**
   * The planner changed the sampling plan while the tablet's moves waited (the level, the lot): nothing goes out
   * until the inspector chooses how to go on under the plan as it is now.
   */
  | { kind: "planChanged"; theirs: InspectionDetail };

export interface OutboxSnapshot {
  record: LocalRecord | null;
  phase: OutboxPhase;
  online: boolean;
  /** The inspection's status on this tablet (the server's, moved on by the moves not sent yet). */
  status: InspectionStatus | null;
  /** Finished on this tablet and not sent: the result the shared rules give, to be confirmed by the server. */
  provisionalResult: "Pass" | "Fail" | null;
  /** Entries changed on this tablet that the server has not got yet. */
  pendingChanges: number;
  /** The tablet's storage refused a write (full, or private browsing): entries live only in this page. */
  storageProblem: string | null;
}

export interface InspectionOutboxOptions {
  inspectionId: string;
  storage: InspectionStorage;
  api: OutboxApi;
  connectivity: Connectivity;
  /** The pause after an edit before sending, so a burst of taps goes in one save. */
  sendDelayMs?: number;
  /** Pauses between failed tries; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export const SEND_DELAY_MS = 800;
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000, 60_000] as const;
/** Photos sent side by side: one's round trip overlaps the other's bytes on a slow link of long latency. */
export const PHOTO_UPLOADS_AT_ONCE = 2;
/** A move refused as stale this many times in a row (the inspection keeps changing) waits for the inspector. */
const STALE_MOVE_TRIES = 3;

interface Failure {
  message: string;
  retryAt: number | null;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Failures that pass: no connection, the server busy or broken for a moment, an answer cut off on its way (the
 * send is tried again: a photo under its own id replaces itself, a move under its operation id is answered
 * without being made again, and a record the server did save is recognised when its etag has moved on).
 */
const refusedWith = (error: unknown, status: number) =>
  error instanceof ApiRequestError && error.status === status;

function isPassing(error: unknown): boolean {
  if (error instanceof AnswerCutOffError) return true;
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export class InspectionOutbox {
  private readonly id: string;
  private readonly storage: InspectionStorage;
  private readonly api: OutboxApi;
  private readonly connectivity: Connectivity;
  private readonly sendDelayMs: number;
  private readonly retryDelaysMs: readonly number[];

  private record: LocalRecord | null = null;
  private online = true;
  private active = false;
  private sending = false;
  private failure: Failure | null = null;
  /** The record as someone else saved it, when the tablet's save met it (412). */
  private theirs: InspectionDetail | null = null;
  /** The inspection with a sampling plan the planner changed while the tablet's moves waited. */
  private planChange: InspectionDetail | null = null;
  private loadProblem: string | null = null;
  private storageProblem: string | null = null;
  private attempt = 0;
  private staleMoves = 0;
  private sendTimer: Timer | null = null;
  private retryTimer: Timer | null = null;
  private inFlight: Promise<void> | null = null;
  private writes: Promise<void> = Promise.resolve();
  /** Counts server copies taken in: a read answered after a newer copy arrived is stale and ignored. */
  private serverCopies = 0;
  private stopListening: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  private snapshot: OutboxSnapshot;

  constructor(options: InspectionOutboxOptions) {
    this.id = options.inspectionId;
    this.storage = options.storage;
    this.api = options.api;
    this.connectivity = options.connectivity;
    this.sendDelayMs = options.sendDelayMs ?? SEND_DELAY_MS;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.snapshot = this.computeSnapshot();
  }

  // --- React's view -------------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): OutboxSnapshot => this.snapshot;

  /** Opens the tablet's copy, then the server's, and starts sending; answers how to stop. */
  start(): () => void {
    this.active = true;
    this.online = this.connectivity.isOnline();
    this.stopListening = this.connectivity.subscribe(() => this.onConnectivity());
    this.emit();
    void this.open();
    return () => this.stop();
  }

  stop(): void {
    // An edit made just before the screen closes is still sent once (it is on the tablet in any case).
    const editWaiting = this.sendTimer !== null;
    this.active = false;
    this.stopListening?.();
    this.stopListening = null;
    this.clearTimers();
    if (editWaiting && this.online && !this.blocked()) void this.runSends();
  }

  // --- What the inspector does --------------------------------------------------------------------------

  /** An edit: stored on the tablet at once (with any new photos), sent a moment later. */
  update(change: (work: InspectionWork) => InspectionWork, newPhotos: readonly NewPhoto[] = []): void {
    const record = this.record;
    if (!record) return;
    const work = change(record.work);
    // The photos before the record that names them: a record never points at a photo the tablet has not got.
    for (const { photoId, photo } of newPhotos) {
      this.enqueueWrite(() => this.storage.writePhoto(this.id, photoId, photo));
    }
    const named = photoIdsOf(work);
    const pending = [
      ...record.pendingPhotos,
      ...newPhotos.map(({ photoId }) => ({ photoId, uploaded: false })),
    ];
    this.forgetPhotos(pending.filter((photo) => !named.has(photo.photoId)));
    // A refusal may be what this edit corrects: try again with it.
    if (this.failure?.retryAt === null) this.failure = null;
    this.replaceRecord({
      ...record,
      work,
      dirty: true,
      revision: record.revision + 1,
      pendingPhotos: pending.filter((photo) => named.has(photo.photoId)),
      savedAt: new Date().toISOString(),
    });
    this.scheduleSend();
  }

  /**
   * A status move (start, pause, resume, finish), made on the tablet at once — checked with the shared lifecycle
   * from the status the tablet has — and sent in turn with its own id and time; online, right away. Throws the
   * lifecycle's reason when the move cannot be made from here.
   */
  move(action: PendingMove["action"], now: Date = new Date()): PendingMove {
    const record = this.record;
    if (!record) throw new Error(messages.unableToGetInspectionDetails);
    const check = checkMove(localStatus(record), action);
    if (!check.allowed) throw new Error(check.message);
    const made: PendingMove = { id: newId(), action, at: now.toISOString() };
    this.replaceRecord({ ...record, moves: [...record.moves, made], savedAt: now.toISOString() });
    if (this.sendTimer !== null) clearTimeout(this.sendTimer);
    this.sendTimer = null;
    this.kick();
    return made;
  }

  /**
   * Sends what is waiting up to and including this move, and answers whether the server has made it; false when
   * it waits on the tablet (offline, a failure to retry, a choice for the inspector).
   */
  async sendMove(moveId: string): Promise<boolean> {
    const waiting = () => this.record?.moves.some((move) => move.id === moveId) ?? false;
    while (waiting() && this.online && !this.blocked() && !this.failure) await this.runSends();
    return !waiting();
  }

  /** A server copy from elsewhere (a fresh read, the shift's preparation) taken in without losing local work. */
  acceptServer(fresh: InspectionDetail): void {
    this.serverCopies += 1;
    this.loadProblem = null;
    const record = this.record;
    if (record && record.moves.length > 0 && planDifferences(record.base, fresh).length > 0) {
      // The tablet's moves were made under the plan it had: the inspector chooses how to go on (resolvePlanChange).
      this.planChange = fresh;
      this.emit();
      return;
    }
    this.takeServer(fresh);
  }

  /**
   * Reads the server's copy and keeps it on the tablet ahead of the shift, its unsent work kept as it is (a copy
   * read while a send of this inspection answered meanwhile is older than what the tablet has, and is dropped).
   */
  async keepServerCopy(): Promise<InspectionDetail> {
    await this.loadStored();
    const copies = this.serverCopies;
    const fresh = await this.api.getDetail(this.id);
    if (copies === this.serverCopies && this.inFlight === null) this.acceptServer(fresh);
    await this.writes;
    return fresh;
  }

  /** Reads the server's copy again (also the "Try again" of a screen that could not open). */
  async refresh(): Promise<void> {
    const copies = this.serverCopies;
    if (this.loadProblem !== null) {
      this.loadProblem = null;
      this.emit();
    }
    try {
      const fresh = await this.api.getDetail(this.id);
      if (copies === this.serverCopies) this.acceptServer(fresh);
    } catch (error) {
      if (!this.record) {
        this.loadProblem = errorMessage(error);
        this.emit();
      }
    }
    this.kick();
  }

  /** The inspector's choice after a conflict: their record sent again over the other, or the other taken. */
  resolveConflict(choice: "mine" | "theirs"): void {
    const theirs = this.theirs;
    const record = this.record;
    if (!theirs || !record) return;
    this.theirs = null;
    this.serverCopies += 1;
    if (choice === "mine") {
      this.replaceRecord({
        ...record,
        base: { ...theirs, photoUrls: { ...record.base.photoUrls, ...theirs.photoUrls } },
        dirty: true,
        revision: record.revision + 1,
      });
      this.kick();
      return;
    }
    this.forgetPhotos(record.pendingPhotos);
    this.replaceRecord({
      ...record,
      base: theirs,
      work: theirs.work,
      dirty: false,
      revision: record.revision + 1,
      pendingPhotos: [],
    });
    this.kick();
  }

  /**
   * The inspector's choice after the planner changed the plan: go on under the plan as it is now (the moves
   * and the record are sent, a finish computes the result with the new plan), or keep the inspection open to
   * inspect more (a finish made on the tablet is taken back; everything else is sent).
   */
  resolvePlanChange(choice: "go-on" | "keep-open"): void {
    const fresh = this.planChange;
    const record = this.record;
    if (!fresh || !record) return;
    this.planChange = null;
    if (choice === "keep-open") {
      this.replaceRecord({ ...record, moves: record.moves.filter((move) => move.action !== "finish") });
    }
    this.takeServer(fresh);
    this.kick();
  }

  /** Gives up what the server refused (e.g. the inspection was finished elsewhere): changes and moves alike. */
  discardLocalChanges(): void {
    const record = this.record;
    if (!record) return;
    this.failure = null;
    this.planChange = null;
    this.forgetPhotos(record.pendingPhotos);
    this.replaceRecord({
      ...record,
      work: record.base.work,
      dirty: false,
      revision: record.revision + 1,
      pendingPhotos: [],
      moves: [],
    });
  }

  /** "Send now": tries at once, without waiting for the next retry. */
  sendNow(): void {
    this.clearTimers();
    this.failure = null;
    this.attempt = 0;
    this.staleMoves = 0;
    this.emit();
    this.kick();
  }

  /**
   * Sends what the tablet holds for this inspection while its screen is closed (the background sender): the
   * stored moves, photos and record, by the same rules as the screen, until all is sent or a send fails. It
   * schedules no retry and makes no choice for the inspector: the snapshot says how it went, and the screen
   * takes over as soon as the inspection is opened (sending stops there, the screen sends its own).
   */
  async sendPending(): Promise<void> {
    if (this.active) return;
    this.online = this.connectivity.isOnline();
    await this.loadStored();
    // A refusal may have passed meanwhile (a reviewer reopened the inspection): each round tries again.
    this.failure = null;
    this.attempt = 0;
    this.staleMoves = 0;
    while (!this.active && this.queued() && this.online && !this.blocked() && !this.failure) {
      await this.runSends();
    }
    this.emit();
    // On the tablet before the next look at what it holds.
    await this.writes;
  }

  /** Whether a screen has this inspection open (started and not stopped). */
  get started(): boolean {
    return this.active;
  }

  /** A photo taken on this tablet and not yet confirmed by the server, for its thumbnail. */
  readonly pendingPhoto = (photoId: string): Promise<Blob | null> => this.storage.readPhoto(this.id, photoId);

  // --- Inside ---------------------------------------------------------------------------------------------

  private async open(): Promise<void> {
    await this.loadStored();
    await this.refresh();
  }

  private async loadStored(): Promise<void> {
    if (this.record) return;
    const stored = await this.storage.readRecord(this.id).catch(() => null);
    // What the tablet has is shown first: it may be newer than anything the server has.
    if (stored && !this.record) {
      this.record = stored;
      this.emit();
    }
  }

  /**
   * Takes the inspection as the server has it now (status, plan, etag) and its record unless the tablet has
   * changes the server has not got: those stay based on the copy they were made from, so a save over someone
   * else's is refused (412) and the inspector chooses. A record the same as the tablet's base is the same record,
   * whatever its etag (created when the inspection started, or saved by this tablet with its answer lost).
   */
  private takeServer(fresh: InspectionDetail): void {
    const record = this.record;
    if (!record?.dirty) {
      if (record) this.forgetPhotos(record.pendingPhotos);
      this.replaceRecord({
        format: 1,
        inspectionId: this.id,
        base: fresh,
        work: fresh.work,
        dirty: false,
        revision: record?.revision ?? 0,
        pendingPhotos: [],
        savedAt: record?.savedAt ?? new Date().toISOString(),
        moves: record?.moves ?? [],
      });
    } else if (fresh.workEtag === record.base.workEtag || sameWork(fresh.work, record.base.work)) {
      this.replaceRecord({ ...record, base: fresh });
    } else {
      this.replaceRecord({
        ...record,
        base: {
          ...fresh,
          work: record.base.work,
          workEtag: record.base.workEtag,
          photoUrls: { ...record.base.photoUrls, ...fresh.photoUrls },
        },
      });
    }
  }

  private onConnectivity(): void {
    const online = this.connectivity.isOnline();
    if (online === this.online) return;
    this.online = online;
    this.clearTimers();
    this.attempt = 0;
    if (this.failure?.retryAt !== null) this.failure = null;
    this.emit();
    if (online) void this.refresh();
  }

  private scheduleSend(): void {
    if (this.sendTimer !== null) clearTimeout(this.sendTimer);
    if (!this.active) return;
    this.sendTimer = setTimeout(() => {
      this.sendTimer = null;
      this.kick();
    }, this.sendDelayMs);
  }

  /** Changes or moves waiting to be sent. */
  private queued(): boolean {
    return Boolean(this.record && (this.record.dirty || this.record.moves.length > 0));
  }

  /** Waiting for the inspector's choice: nothing goes out until then. */
  private blocked(): boolean {
    return this.theirs !== null || this.planChange !== null;
  }

  private kick(): void {
    const waiting = this.retryTimer !== null || this.failure?.retryAt === null;
    if (!this.active || !this.queued() || !this.online || this.blocked() || waiting) return;
    void this.runSends();
  }

  private runSends(): Promise<void> {
    this.inFlight ??= this.sendLoop().finally(() => {
      this.inFlight = null;
      this.emit();
    });
    return this.inFlight;
  }

  private async sendLoop(): Promise<void> {
    while (this.queued() && this.online && !this.blocked()) {
      this.sending = true;
      this.emit();
      try {
        await this.sendNext();
      } catch (error) {
        this.sending = false;
        await this.onSendFailed(error);
        return;
      } finally {
        this.sending = false;
      }
    }
  }

  /**
   * The next step, in the order the server needs them: moves as they were made, except that the record (photos
   * first) goes before a finish, which computes the result from it — and after the start, since the server takes
   * records only on a started inspection.
   */
  private async sendNext(): Promise<void> {
    const record = this.record;
    if (!record) return;
    const next = record.moves[0];
    if (next && (next.action !== "finish" || !record.dirty)) return this.sendOneMove(next);
    await this.uploadPhotos();
    const current = this.record;
    // Photos taken while the others went up: their turn first.
    if (!current || current.pendingPhotos.some((photo) => !photo.uploaded)) return;
    await this.saveRecord(current);
  }

  private async sendOneMove(move: PendingMove): Promise<void> {
    const etag = this.record?.base.etag ?? "";
    try {
      const moved = await this.api.moveInspection(this.id, move, etag);
      this.onMoved(moved, move.id);
    } catch (error) {
      // Changed since the tablet's copy (a planner's edit, another device): read it, and go on with it unless
      // its plan changed, which the inspector decides on. A move the server made already is answered by its id.
      if (!refusedWith(error, 412) || ++this.staleMoves > STALE_MOVE_TRIES) throw error;
      const fresh = await this.api.getDetail(this.id);
      this.acceptServer(fresh);
    }
  }

  private onMoved(moved: InspectionDetail, moveId: string): void {
    const record = this.record;
    if (!record) return;
    this.serverCopies += 1;
    this.failure = null;
    this.attempt = 0;
    this.staleMoves = 0;
    this.record = { ...record, moves: record.moves.filter((move) => move.id !== moveId) };
    this.takeServer(moved);
  }

  private async saveRecord(record: LocalRecord): Promise<void> {
    try {
      const saved = await this.api.saveWork(this.id, toWorkInput(record.work), record.base.workEtag);
      this.onSaved(saved, record.revision);
    } catch (error) {
      if (!refusedWith(error, 412)) throw error;
      const theirs = await this.api.getDetail(this.id);
      this.serverCopies += 1;
      // This tablet's own save, whose answer was lost on the way: nothing to choose.
      if (sameWork(theirs.work, record.work)) {
        this.onSaved(theirs, record.revision);
        return;
      }
      this.theirs = theirs;
      this.failure = null;
      this.attempt = 0;
      this.emit();
    }
  }

  private async uploadPhotos(): Promise<void> {
    await this.writes;
    for (;;) {
      const next = (this.record?.pendingPhotos ?? [])
        .filter((photo) => !photo.uploaded)
        .slice(0, PHOTO_UPLOADS_AT_ONCE);
      if (next.length === 0) return;
      const sent = await Promise.allSettled(next.map(({ photoId }) => this.uploadPhoto(photoId)));
      const failed = sent.find((outcome) => outcome.status === "rejected");
      if (failed) throw failed.reason;
    }
  }

  private async uploadPhoto(photoId: string): Promise<void> {
    const photo = await this.storage.readPhoto(this.id, photoId);
    if (!photo) {
      // The file is gone from the tablet (storage cleared): no retry can bring it back.
      this.update((work) => ({
        ...work,
        defects: work.defects.map((entry) => ({
          ...entry,
          photoIds: entry.photoIds.filter((id) => id !== photoId),
        })),
      }));
      return;
    }
    await this.api.uploadPhoto(this.id, photoId, photo);
    const record = this.record;
    if (!record) return;
    this.replaceRecord({
      ...record,
      pendingPhotos: record.pendingPhotos.map((pending) =>
        pending.photoId === photoId ? { ...pending, uploaded: true } : pending,
      ),
    });
  }

  private onSaved(saved: InspectionDetail, sentRevision: number): void {
    const latest = this.record;
    if (!latest) return;
    this.serverCopies += 1;
    this.failure = null;
    this.attempt = 0;
    const clean = latest.revision === sentRevision;
    const named = photoIdsOf(saved.work);
    const confirmed = latest.pendingPhotos.filter((photo) => photo.uploaded && named.has(photo.photoId));
    this.forgetPhotos(confirmed);
    this.replaceRecord({
      ...latest,
      base: saved,
      // Edits made while this save was on its way stay local, and go in the next.
      work: clean ? saved.work : latest.work,
      dirty: !clean,
      pendingPhotos: latest.pendingPhotos.filter((photo) => !confirmed.includes(photo)),
    });
  }

  private async onSendFailed(error: unknown): Promise<void> {
    if (refusedWith(error, 404)) {
      // The planner reassigned or removed it: the work waits on the tablet until the inspector decides.
      this.failure = { message: messages.inspectionNoLongerAssigned, retryAt: null };
      this.emit();
      return;
    }
    if (refusedWith(error, 401)) {
      // The sign-in ended (the app is leaving for the landing page): the work waits for the next sign-in.
      this.failure = { message: messages.signInToSend, retryAt: null };
      this.emit();
      return;
    }
    if (!isPassing(error)) {
      this.failure = { message: errorMessage(error), retryAt: null };
      this.emit();
      return;
    }
    if (!this.connectivity.isOnline()) {
      this.online = false;
      this.emit();
      return;
    }
    const delay = this.retryDelaysMs[Math.min(this.attempt, this.retryDelaysMs.length - 1)] ?? 0;
    this.attempt += 1;
    this.failure = { message: errorMessage(error), retryAt: Date.now() + delay };
    if (this.active) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.kick();
      }, delay);
    }
    this.emit();
  }

  private replaceRecord(next: LocalRecord): void {
    this.record = next;
    this.enqueueWrite(() => this.storage.writeRecord(next));
    this.emit();
  }

  /** Photos no longer waiting to be sent: their files leave the tablet after the record stops naming them. */
  private forgetPhotos(photos: readonly { photoId: string }[]): void {
    for (const { photoId } of photos) this.enqueueWrite(() => this.storage.deletePhoto(this.id, photoId));
  }

  /** Writes go to storage one after another, in the order they were made. */
  private enqueueWrite(write: () => Promise<void>): void {
    this.writes = this.writes.then(write).then(
      () => {
        if (this.storageProblem === null) return;
        this.storageProblem = null;
        this.emit();
      },
      (error: unknown) => {
        this.storageProblem = errorMessage(error);
        this.emit();
      },
    );
  }

  private clearTimers(): void {
    if (this.sendTimer !== null) clearTimeout(this.sendTimer);
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.sendTimer = null;
    this.retryTimer = null;
  }

  private emit(): void {
    this.snapshot = this.computeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private computeSnapshot(): OutboxSnapshot {
    const record = this.record;
    return {
      record,
      phase: this.phase(),
      online: this.online,
      status: record ? localStatus(record) : null,
      provisionalResult: record ? provisionalResult(record) : null,
      pendingChanges: record ? pendingChangesOf(record) : 0,
      storageProblem: this.storageProblem,
    };
  }

  private phase(): OutboxPhase {
    if (!this.record) {
      return this.loadProblem === null
        ? { kind: "loading" }
        : { kind: "unavailable", message: this.loadProblem };
    }
    if (this.theirs) return { kind: "conflict", theirs: this.theirs };
    if (this.planChange) return { kind: "planChanged", theirs: this.planChange };
    if (!this.online) return { kind: "offline" };
    if (this.sending) return { kind: "sending" };
    if (this.failure) {
      return this.failure.retryAt === null
        ? { kind: "refused", message: this.failure.message }
        : { kind: "retrying", message: this.failure.message, retryAt: this.failure.retryAt };
    }
    return hasUnsentWork(this.record) ? { kind: "sending" } : { kind: "sent" };
  }
}
