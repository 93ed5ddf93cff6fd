import {
  messages,
  type InspectionDetail,
  type InspectionWork,
  type InspectionWorkInput,
} from "@aql-portal/shared";
import { AnswerCutOffError, ApiRequestError, errorMessage } from "../../../lib/api-client";
import type { InspectionStorage, LocalRecord } from "./inspection-storage";
import { countChanges, photoIdsOf, toWorkInput } from "./local-work";

/**
 * The tablet's outbox for one inspection (not to be confused with `PUT /api/inspections/sync/{id}`, which
 * re-derives an inspection from its PO lines): keeps the inspection's record on the tablet and sends it when it can (decisions.md "Inspection screen": work
 * survives a dropped connection and a page reload). Every edit is stored at once; a send follows a moment
 * later while online: first the photos the server has not got (each under the tablet's own id, so a retry
 * replaces itself), then the whole record with If-Match = the record's etag the local copy is based on. A
 * refused save (412: someone else saved meanwhile) is never overwritten: the inspector is shown both copies
 * and chooses. Network failures are retried with growing pauses; nothing is dropped.
 *
 * Plain TypeScript behind small interfaces (storage, API, connectivity), so the rules are tested without a
 * browser; React reads it through subscribe/getSnapshot (useSyncExternalStore).
 */

export interface OutboxApi {
  getDetail(inspectionId: string): Promise<InspectionDetail>;
  saveWork(inspectionId: string, work: InspectionWorkInput, workEtag: string): Promise<InspectionDetail>;
  uploadPhoto(inspectionId: string, photoId: string, photo: Blob): Promise<void>;
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
  | { kind: "conflict"; theirs: InspectionDetail };

export interface OutboxSnapshot {
  record: LocalRecord | null;
  phase: OutboxPhase;
  online: boolean;
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

interface Failure {
  message: string;
  retryAt: number | null;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Failures that pass: no connection, the server busy or broken for a moment, an answer cut off on its way (the
 * send is tried again: a photo under its own id replaces itself, and a record the server did save comes back as
 * a changed etag, which is read as any other).
 */
function isPassing(error: unknown): boolean {
  if (error instanceof AnswerCutOffError) return true;
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Entries changed on the tablet that the server has not got: what "3 changes saved on this tablet" counts. */
export function pendingChangesOf(record: LocalRecord): number {
  return record.dirty ? countChanges(record.base.work, record.work) : 0;
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
  private theirs: InspectionDetail | null = null;
  private loadProblem: string | null = null;
  private storageProblem: string | null = null;
  private attempt = 0;
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
    if (editWaiting && this.online && !this.theirs) void this.runSends();
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

  /** A server copy from elsewhere (a status move, a fresh read) taken in without losing local changes. */
  acceptServer(fresh: InspectionDetail): void {
    this.serverCopies += 1;
    this.loadProblem = null;
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
        savedAt: new Date().toISOString(),
      });
    } else if (fresh.workEtag === record.base.workEtag) {
      this.replaceRecord({ ...record, base: fresh });
    } else {
      // Someone else saved the record meanwhile. The local changes stay based on the copy they were made
      // from, so the next save is refused (412) and the inspector chooses; the rest is taken as it is now.
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
  }

  /** Gives up the changes the server refused (e.g. the inspection was finished elsewhere). */
  discardLocalChanges(): void {
    const record = this.record;
    if (!record) return;
    this.failure = null;
    this.forgetPhotos(record.pendingPhotos);
    this.replaceRecord({
      ...record,
      work: record.base.work,
      dirty: false,
      revision: record.revision + 1,
      pendingPhotos: [],
    });
  }

  /** "Send now": tries at once, without waiting for the next retry. */
  sendNow(): void {
    this.clearTimers();
    this.failure = null;
    this.attempt = 0;
    this.emit();
    this.kick();
  }

  /**
   * Sends everything pending and resolves once the server has it (before finishing the inspection); rejects
   * with the reason when it cannot (offline, a conflict to resolve, a failure).
   */
  async flush(): Promise<void> {
    if (!this.online) throw new Error(messages.inspectionNotSentOffline);
    if (this.theirs) throw new Error(messages.inspectionRecordChangedElsewhere);
    this.clearTimers();
    this.failure = null;
    this.attempt = 0;
    // A round may end with edits made while it was sending: those go in the next.
    while (this.record?.dirty && this.online && !this.theirs && !this.failure) await this.runSends();
    const { record, phase } = this.snapshot;
    if (phase.kind === "conflict") throw new Error(messages.inspectionRecordChangedElsewhere);
    if (record?.dirty) {
      throw new Error(
        phase.kind === "refused" || phase.kind === "retrying"
          ? phase.message
          : messages.inspectionNotSentOffline,
      );
    }
  }

  /**
   * Sends what the tablet holds for this inspection while its screen is closed (the background sender): the
   * stored record, photos first, by the same rules as the screen, until it is sent or a send fails. It
   * schedules no retry and never resolves a conflict: the snapshot says how it went, and the screen takes over
   * as soon as the inspection is opened (sending stops there, the screen sends its own).
   */
  async sendPending(): Promise<void> {
    if (this.active) return;
    this.online = this.connectivity.isOnline();
    await this.loadStored();
    // A refusal may have passed meanwhile (a reviewer reopened the inspection): each round tries again.
    this.failure = null;
    this.attempt = 0;
    while (!this.active && this.record?.dirty && this.online && !this.theirs && !this.failure) {
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

  private kick(): void {
    const waiting = this.retryTimer !== null || this.failure?.retryAt === null;
    if (!this.active || !this.record?.dirty || !this.online || this.theirs || waiting) return;
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
    while (this.record?.dirty && this.online && !this.theirs) {
      this.sending = true;
      this.emit();
      try {
        await this.uploadPhotos();
        const record = this.record;
        // Photos taken while the others went up: their turn first.
        if (record.pendingPhotos.some((photo) => !photo.uploaded)) continue;
        const saved = await this.api.saveWork(this.id, toWorkInput(record.work), record.base.workEtag);
        this.onSaved(saved, record.revision);
      } catch (error) {
        this.sending = false;
        await this.onSendFailed(error);
        return;
      } finally {
        this.sending = false;
      }
    }
  }

  private async uploadPhotos(): Promise<void> {
    await this.writes;
    for (;;) {
      const next = this.record?.pendingPhotos.find((photo) => !photo.uploaded);
      if (!next) return;
      const photo = await this.storage.readPhoto(this.id, next.photoId);
      if (!photo) {
        // The file is gone from the tablet (storage cleared): no retry can bring it back.
        this.update((work) => ({
          ...work,
          defects: work.defects.map((entry) => ({
            ...entry,
            photoIds: entry.photoIds.filter((photoId) => photoId !== next.photoId),
          })),
        }));
        continue;
      }
      await this.api.uploadPhoto(this.id, next.photoId, photo);
      const record = this.record;
      if (!record) return;
      this.replaceRecord({
        ...record,
        pendingPhotos: record.pendingPhotos.map((pending) =>
          pending.photoId === next.photoId ? { ...pending, uploaded: true } : pending,
        ),
      });
    }
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
    let cause = error;
    if (error instanceof ApiRequestError && error.status === 412) {
      try {
        const theirs = await this.api.getDetail(this.id);
        this.serverCopies += 1;
        this.theirs = theirs;
        this.failure = null;
        this.attempt = 0;
        this.emit();
        return;
      } catch (readError) {
        cause = readError;
      }
    }
    if (!isPassing(cause)) {
      this.failure = { message: errorMessage(cause), retryAt: null };
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
    this.failure = { message: errorMessage(cause), retryAt: Date.now() + delay };
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
    if (!this.online) return { kind: "offline" };
    if (this.sending) return { kind: "sending" };
    if (this.failure) {
      return this.failure.retryAt === null
        ? { kind: "refused", message: this.failure.message }
        : { kind: "retrying", message: this.failure.message, retryAt: this.failure.retryAt };
    }
    return this.record.dirty ? { kind: "sending" } : { kind: "sent" };
  }
}
