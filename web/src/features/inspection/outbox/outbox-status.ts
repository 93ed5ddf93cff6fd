import { formatCountOf, type InspectionStatus } from "@aql-portal/shared";
import type { PendingWork } from "./background-sender";
import type { OutboxSnapshot } from "./inspection-outbox";

export interface OutboxStatusView {
  tone: "neutral" | "info" | "success" | "warning" | "danger";
  /** The line the inspector reads at a glance. */
  text: string;
  /** More, where it helps: how many entries wait on the tablet, why a send failed. */
  detail: string | null;
}

const changes = (count: number) => formatCountOf(count, "change");

/**
 * The always-visible outbox line: "Offline — 3 changes saved on this tablet", "Sending…", "All changes sent",
 * "Couldn't send: retrying in 10 s". `now` (ms) counts the seconds down to the next try.
 */
export function outboxStatusView(
  { phase, pendingChanges }: Pick<OutboxSnapshot, "phase" | "pendingChanges">,
  now: number,
): OutboxStatusView {
  const kept = pendingChanges > 0 ? `${changes(pendingChanges)} saved on this tablet` : null;
  switch (phase.kind) {
    case "loading":
      return { tone: "neutral", text: "Opening the inspection…", detail: null };
    case "unavailable":
      return { tone: "danger", text: "The inspection could not be opened", detail: phase.message };
    case "offline":
      return kept
        ? { tone: "warning", text: `Offline — ${kept}`, detail: "They are sent when the connection returns." }
        : {
            tone: "warning",
            text: "Offline — everything is sent",
            detail: "New entries are kept on this tablet until the connection returns.",
          };
    case "sending":
      return { tone: "info", text: "Sending…", detail: kept };
    case "sent":
      return { tone: "success", text: "All changes sent", detail: null };
    case "retrying": {
      const seconds = Math.max(1, Math.ceil((phase.retryAt - now) / 1000));
      return {
        tone: "warning",
        text: `Couldn't send: retrying in ${seconds} s`,
        detail: [phase.message, kept].filter(Boolean).join(" · "),
      };
    }
    case "refused":
      return {
        tone: "danger",
        text: `Couldn't send: ${phase.message}`,
        detail: kept ? `${kept}: nothing is lost.` : null,
      };
    case "conflict":
      return {
        tone: "danger",
        text: "Someone else saved this inspection meanwhile",
        detail: "Choose which record to keep: nothing is sent until you do.",
      };
    case "planChanged":
      return {
        tone: "danger",
        text: "The planner changed this inspection's plan while you worked offline",
        detail: "Choose how to go on: nothing is sent until you do.",
      };
  }
}

const MOVED: Readonly<Partial<Record<InspectionStatus, string>>> = {
  STARTED: "Started",
  PAUSED: "Paused",
  FINISHED: "Finished",
};

/**
 * The plan card's line about an inspection's work on this tablet: "Finished on this tablet — not sent yet"
 * (with the result for now), "2 changes saved on this tablet, not sent yet", "Sending…", "All changes sent",
 * "Changes waiting — open to choose".
 */
export function pendingWorkView(work: PendingWork): OutboxStatusView {
  if (work.kind === "sent") return { tone: "success", text: "All changes sent", detail: null };
  const kept =
    work.pendingChanges > 0
      ? `${changes(work.pendingChanges)} saved on this tablet`
      : "Entries saved on this tablet";
  const moved = work.movedTo ? `${MOVED[work.movedTo] ?? work.movedTo} on this tablet` : null;
  const result = work.provisionalResult
    ? `Result ${work.provisionalResult} for now, to be confirmed when sent`
    : null;
  switch (work.kind) {
    case "waiting":
      return {
        tone: "warning",
        text: moved ? `${moved} — not sent yet` : `${kept}, not sent yet`,
        detail: moved ? [result, kept].filter(Boolean).join(" · ") : null,
      };
    case "sending":
      return { tone: "info", text: "Sending…", detail: kept };
    case "conflict":
      return {
        tone: "danger",
        text: "Changes waiting — open to choose",
        detail: "Someone else saved this inspection meanwhile.",
      };
    case "planChanged":
      return {
        tone: "danger",
        text: "Plan changed by the planner — open to choose",
        detail: "The level or the lot changed while you worked offline.",
      };
    case "refused":
      return {
        tone: "danger",
        text: `Couldn't send: ${work.message}`,
        detail: `${kept}: open the inspection to decide.`,
      };
  }
}
