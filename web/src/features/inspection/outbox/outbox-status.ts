import { plural, t } from "@lingui/core/macro";
import type { InspectionStatus } from "@aql-portal/shared";
import type { PendingWork } from "./background-sender";
import type { OutboxSnapshot } from "./inspection-outbox";

export interface OutboxStatusView {
  tone: "neutral" | "info" | "success" | "warning" | "danger";
  /** The line the inspector reads at a glance. */
  text: string;
  /** More, where it helps: how many entries wait on the tablet, why a send failed. */
  detail: string | null;
}

/**
 * The always-visible outbox line: "Offline — 3 changes saved on this tablet", "Sending…", "All changes sent",
 * "Couldn't send: retrying in 10 s". `now` (ms) counts the seconds down to the next try.
 */
export function outboxStatusView(
  { phase, pendingChanges }: Pick<OutboxSnapshot, "phase" | "pendingChanges">,
  now: number,
): OutboxStatusView {
  const kept =
    pendingChanges > 0
      ? plural(pendingChanges, {
          one: "# change saved on this tablet",
          other: "# changes saved on this tablet",
        })
      : null;
  switch (phase.kind) {
    case "loading":
      return { tone: "neutral", text: t`Opening the inspection…`, detail: null };
    case "unavailable":
      return { tone: "danger", text: t`The inspection could not be opened`, detail: phase.message };
    case "offline":
      return kept
        ? {
            tone: "warning",
            text: t`Offline — ${kept}`,
            detail: t`They are sent when the connection returns.`,
          }
        : {
            tone: "warning",
            text: t`Offline — everything is sent`,
            detail: t`New entries are kept on this tablet until the connection returns.`,
          };
    case "sending":
      return { tone: "info", text: t`Sending…`, detail: kept };
    case "sent":
      return { tone: "success", text: t`All changes sent`, detail: null };
    case "retrying": {
      const seconds = Math.max(1, Math.ceil((phase.retryAt - now) / 1000));
      return {
        tone: "warning",
        text: t`Couldn't send: retrying in ${seconds} s`,
        detail: [phase.message, kept].filter(Boolean).join(" · "),
      };
    }
    case "refused": {
      const message = phase.message;
      return {
        tone: "danger",
        text: t`Couldn't send: ${message}`,
        detail: kept ? t`${kept}: nothing is lost.` : null,
      };
    }
    case "conflict":
      return {
        tone: "danger",
        text: t`Someone else saved this inspection meanwhile`,
        detail: t`Choose which record to keep: nothing is sent until you do.`,
      };
    case "planChanged":
      return {
        tone: "danger",
        text: t`The planner changed this inspection's plan while you worked offline`,
        detail: t`Choose how to go on: nothing is sent until you do.`,
      };
  }
}

/** "Started on this tablet", …: the status the tablet moved an inspection to, not sent yet. */
function movedOnTablet(status: InspectionStatus): string {
  switch (status) {
    case "STARTED":
      return t`Started on this tablet`;
    case "PAUSED":
      return t`Paused on this tablet`;
    case "FINISHED":
      return t`Finished on this tablet`;
    default:
      return t`${status} on this tablet`;
  }
}

/**
 * The plan card's line about an inspection's work on this tablet: "Finished on this tablet — not sent yet"
 * (with the result for now), "2 changes saved on this tablet, not sent yet", "Sending…", "All changes sent",
 * "Changes waiting — open to choose".
 */
export function pendingWorkView(work: PendingWork): OutboxStatusView {
  if (work.kind === "sent") return { tone: "success", text: t`All changes sent`, detail: null };
  const { pendingChanges, provisionalResult } = work;
  const kept =
    pendingChanges > 0
      ? plural(pendingChanges, {
          one: "# change saved on this tablet",
          other: "# changes saved on this tablet",
        })
      : t`Entries saved on this tablet`;
  const moved = work.movedTo ? movedOnTablet(work.movedTo) : null;
  const result = provisionalResult ? t`Result ${provisionalResult} for now, to be confirmed when sent` : null;
  switch (work.kind) {
    case "waiting":
      return {
        tone: "warning",
        text: moved ? t`${moved} — not sent yet` : t`${kept}, not sent yet`,
        detail: moved ? [result, kept].filter(Boolean).join(" · ") : null,
      };
    case "sending":
      return { tone: "info", text: t`Sending…`, detail: kept };
    case "conflict":
      return {
        tone: "danger",
        text: t`Changes waiting — open to choose`,
        detail: t`Someone else saved this inspection meanwhile.`,
      };
    case "planChanged":
      return {
        tone: "danger",
        text: t`Plan changed by the planner — open to choose`,
        detail: t`The level or the lot changed while you worked offline.`,
      };
    case "refused": {
      const message = work.message;
      return {
        tone: "danger",
        text: t`Couldn't send: ${message}`,
        detail: t`${kept}: open the inspection to decide.`,
      };
    }
  }
}
