import {
  carReference,
  INITIAL_CLIENT_DECISION,
  inspectionNumberOf,
  formatDay,
  type EventAudience,
  type EventKind,
  type EventSubject,
  type NotificationEvent,
} from "@aql-portal/shared";
import type { CarDocument } from "../data/corrective-actions-repository";
import type { InspectionDocument } from "../data/inspections-repository";
import type { SupplierSwitchingDocument } from "../data/switching-repository";
import { QUEUES } from "../data/queues";
import type { Services } from "../lib/services";

/*
 * The events a write makes (docs/decisions/notifications.md): derived here from what the write changed, once for
 * every caller, and kept on the written document (`eventsPending`) in that same write; `publishPending` then puts
 * them on the notifications queue and clears them. A process that stops in between leaves them, and the
 * roll-forward timer publishes them. An event's id is its document's id, revision and kind, so the same change
 * published twice is one event.
 */

/** A document that may carry events its write made and nobody has published yet. */
export interface Outbox {
  eventsPending?: NotificationEvent[];
}

function eventOf(
  kind: EventKind,
  tenantId: string,
  revision: string,
  subject: EventSubject,
  audience: EventAudience,
  at: string,
): NotificationEvent {
  // The time too: after an environment reset a document of the same id starts its revisions again.
  return { id: `${subject.id}:${revision}:${at}:${kind}`, tenantId, kind, at, subject, audience };
}

type Lot = Pick<
  InspectionDocument,
  "id" | "product" | "supplier" | "result" | "decisionHistory" | "inspector" | "inspectionDate"
>;

const lotSubject = (lot: Lot, detail = lot.supplier.name): EventSubject => ({
  type: "inspection",
  id: lot.id,
  label: `Inspection ${inspectionNumberOf(lot.id)} (${lot.product.styleCode})`,
  detail,
});

/**
 * What writing `next` over `previous` (none: it is new) at `revision` tells people: the lot's first finish (failed,
 * or its report awaiting the client's decision), a client decision, an inspector given the inspection, or its
 * date moved.
 */
export function inspectionEvents(
  tenantId: string,
  previous: (Lot & Outbox) | undefined,
  next: Lot,
  { revision, firstFinish, at }: { revision: number; firstFinish: boolean; at: string },
): NotificationEvent[] {
  const events: NotificationEvent[] = [];
  const add = (kind: EventKind, subject: EventSubject, audience: EventAudience) =>
    events.push(eventOf(kind, tenantId, String(revision), subject, audience, at));
  if (firstFinish) {
    // A failed lot's report awaits the client's decision too: one event says both.
    add(next.result === "Fail" ? "lot.failed" : "report.awaiting-decision", lotSubject(next), {
      supplierId: next.supplier.id,
    });
  }
  const decisions = next.decisionHistory ?? [];
  const decided = decisions.at(-1);
  // A reopened lot's decision goes back to the initial one: nobody decided anything.
  if (
    decided &&
    decided.decision !== INITIAL_CLIENT_DECISION &&
    decisions.length > (previous?.decisionHistory?.length ?? 0)
  ) {
    add("decision.made", lotSubject(next, `${decided.decision} · ${next.supplier.name}`), {
      supplierId: next.supplier.id,
      ...(decided.by ? { exceptUserId: decided.by.id } : {}),
    });
  }
  const inspector = next.inspector;
  if (inspector && !firstFinish && decisions.length === 0) {
    const date = next.inspectionDate ? formatDay(next.inspectionDate) : "no date yet";
    if (inspector.id !== previous?.inspector?.id) {
      add("inspection.assigned", lotSubject(next, `${next.supplier.name} · ${date}`), {
        userIds: [inspector.id],
      });
    } else if (next.inspectionDate && next.inspectionDate !== previous.inspectionDate) {
      add("inspection.rescheduled", lotSubject(next, `${next.supplier.name} · ${date}`), {
        userIds: [inspector.id],
      });
    }
  }
  return withUnpublished(previous, events);
}

const CAR_EVENTS: Readonly<Partial<Record<CarDocument["history"][number]["action"], EventKind>>> = {
  raise: "car.raised",
  answer: "car.answered",
  "send-back": "car.sent-back",
  accept: "car.accepted",
};

/** The CAR's subject, as its events name it. */
export const carSubject = (
  car: Pick<CarDocument, "id" | "number" | "supplier" | "styleCode">,
): EventSubject => ({
  type: "car",
  id: car.id,
  label: carReference(car.number),
  detail: `${car.supplier.name} · ${car.styleCode}`,
});

/**
 * What writing `next` over `previous` (none: it is raised) tells people: each move its history gained. The supplier
 * hears of a raise, a sent-back answer and an acceptance; the CAR's follower of an answer.
 */
export function carEvents(
  previous: (CarDocument & Outbox) | undefined,
  next: CarDocument,
): NotificationEvent[] {
  const events = next.history.slice(previous?.history.length ?? 0).flatMap((move, index) => {
    const kind = CAR_EVENTS[move.action];
    if (!kind) return [];
    const audience: EventAudience =
      kind === "car.answered"
        ? { userIds: [next.owner.id], exceptUserId: move.by.id }
        : { supplierId: next.supplier.id, exceptUserId: move.by.id };
    const revision = String((previous?.history.length ?? 0) + index + 1);
    return [eventOf(kind, next.tenantId, revision, carSubject(next), audience, move.at)];
  });
  return withUnpublished(previous, events);
}

/**
 * What a step on a supplier's switching state tells people: a class's severity changed (the supplier, reviewers
 * and client managers), or the rules now propose reduced inspection (client managers, who approve it).
 */
export function switchingEvents(
  previous: SupplierSwitchingDocument & Outbox,
  next: SupplierSwitchingDocument,
  at: string,
): NotificationEvent[] {
  const classes = ["major", "minor"] as const;
  const detail = classes
    .map((c) => `${c === "major" ? "Major" : "Minor"}: ${next[c].state.severity}`)
    .join(" · ");
  const subject: EventSubject = { type: "supplier", id: next.supplier.id, label: next.supplier.name, detail };
  const events: NotificationEvent[] = [];
  const add = (kind: EventKind, audience: EventAudience) =>
    events.push(eventOf(kind, next.tenantId, String(next.entries), subject, audience, at));
  if (classes.some((c) => previous[c].state.severity !== next[c].state.severity)) {
    add("switching.changed", { supplierId: next.supplier.id });
  }
  if (classes.some((c) => next[c].state.reducedProposed && !previous[c].state.reducedProposed)) {
    add("switching.awaiting-approval", {});
  }
  return withUnpublished(previous, events);
}

/** An account approved or blocked at `at`, told to its person. */
export function accountEvent(
  kind: "account.approved" | "account.blocked",
  user: { id: string; tenantId: string; name: string },
  by: string,
  at: string,
): NotificationEvent {
  const subject: EventSubject = { type: "user", id: user.id, label: user.name, detail: "" };
  return eventOf(kind, user.tenantId, "account", subject, { userIds: [user.id], exceptUserId: by }, at);
}

/** The environment reset `jobId` finished: the administrators are told. */
export const resetFinished = (tenantId: string, jobId: string, at: string): NotificationEvent =>
  eventOf(
    "reset.finished",
    tenantId,
    "done",
    { type: "reset", id: jobId, label: "The environment reset", detail: "" },
    {},
    at,
  );

/** A bulk download is ready: whoever asked for it is told. */
export const downloadReady = (
  tenantId: string,
  job: { id: string; fileName: string; requestedBy: { id: string }; finishedOn: string | null },
): NotificationEvent =>
  eventOf(
    "download.ready",
    tenantId,
    "done",
    { type: "download", id: job.id, label: job.fileName, detail: "" },
    { userIds: [job.requestedBy.id] },
    job.finishedOn ?? new Date().toISOString(),
  );

/** The events a write adds, after those its document still carries unpublished (a stopped process's). */
function withUnpublished(previous: Outbox | undefined, events: NotificationEvent[]): NotificationEvent[] {
  const carried = previous?.eventsPending ?? [];
  return [...carried, ...events.filter((event) => !carried.some((c) => c.id === event.id))];
}

/** Puts events on the notifications queue, where the fan-out tells people of them (./fan-out.ts). */
export async function publishEvents(
  services: Pick<Services, "queues">,
  events: readonly NotificationEvent[],
): Promise<void> {
  for (const event of events) await services.queues.send(QUEUES.notifications, event);
}

/**
 * The same services, but whatever they publish tells nobody: for writing history (the demo data, loaded at start-up
 * and by a reset), which is no one's news. The writes clear their events as usual.
 */
export function tellingNobody<S extends Pick<Services, "queues">>(services: S): S {
  const { queues } = services;
  return {
    ...services,
    queues: {
      send: (queue, message, options) =>
        queue === QUEUES.notifications ? Promise.resolve() : queues.send(queue, message, options),
    },
  };
}

/**
 * Publishes what `saved` carries and then clears it with `clear` (which writes the document without its
 * `eventsPending`, and whatever else its write left to confirm, if nobody wrote it meanwhile: undefined otherwise,
 * and the later write carries them on). A
 * queue that does not answer leaves them carried: the roll-forward timer publishes them, and the person's
 * request is not failed for it.
 */
export async function publishPending<T extends Outbox>(
  services: Pick<Services, "queues">,
  saved: T,
  clear: (published: T) => Promise<T | undefined>,
): Promise<T> {
  try {
    await publishEvents(services, saved.eventsPending ?? []);
  } catch {
    return saved;
  }
  const { eventsPending: _published, ...rest } = saved;
  return (await clear(rest as T)) ?? saved;
}
