import type { InspectionStatus } from "./inspection";
import type { UpdateInspection } from "./inspection-api";
import type { Permission } from "./roles";

/**
 * The inspection lifecycle (decisions.md), once: the API refuses every other move with 409 and the message
 * below; the web offers only the moves that will succeed.
 *
 *   CREATED → PLANNED (inspector and date set) → STARTED ⇄ PAUSED;  STARTED → FINISHED → CLOSED
 *   a reviewer reopens FINISHED or CLOSED → STARTED;  only CREATED or PLANNED may be deleted.
 */
export type InspectionAction = "plan" | "start" | "pause" | "resume" | "finish" | "close" | "reopen";

export interface InspectionTransition {
  from: InspectionStatus;
  to: InspectionStatus;
  action: InspectionAction;
  /** The permission the caller's role needs for this move. */
  permission: Permission;
}

export const INSPECTION_TRANSITIONS: readonly InspectionTransition[] = [
  { from: "CREATED", to: "PLANNED", action: "plan", permission: "inspections:plan" },
  { from: "PLANNED", to: "STARTED", action: "start", permission: "inspections:perform" },
  { from: "STARTED", to: "PAUSED", action: "pause", permission: "inspections:perform" },
  { from: "PAUSED", to: "STARTED", action: "resume", permission: "inspections:perform" },
  // Finishing needs a running inspection (resume first): the report's timing ends on work, not on a pause.
  { from: "STARTED", to: "FINISHED", action: "finish", permission: "inspections:perform" },
  { from: "FINISHED", to: "CLOSED", action: "close", permission: "inspections:review" },
  { from: "FINISHED", to: "STARTED", action: "reopen", permission: "inspections:review" },
  { from: "CLOSED", to: "STARTED", action: "reopen", permission: "inspections:review" },
];

/** Statuses in which an inspection may still be deleted (its PO lines go back to OPEN). */
export const DELETABLE_STATUSES: readonly InspectionStatus[] = ["CREATED", "PLANNED"];

/** Statuses in which the lot is not yet being inspected: planning fields and PO lines may still change. */
export const PLANNABLE_STATUSES: readonly InspectionStatus[] = ["CREATED", "PLANNED"];

export const transitionMessage = (from: InspectionStatus, to: InspectionStatus) =>
  `Cannot move an inspection from ${from} to ${to}.`;

const DONE: Readonly<Record<InspectionAction, string>> = {
  plan: "planned",
  start: "started",
  pause: "paused",
  resume: "resumed",
  finish: "finished",
  close: "closed",
  reopen: "reopened",
};

/**
 * Why a move cannot be made from a status, naming the states and what would work instead: "Cannot move an
 * inspection from PAUSED to FINISHED. Resume it first."
 */
export function moveRefusal(from: InspectionStatus, action: InspectionAction): string {
  const moves = INSPECTION_TRANSITIONS.filter((t) => t.action === action);
  const to = moves[0]?.to ?? from;
  if (to === from) return `Cannot ${action} an inspection that is already ${from}.`;
  const hint =
    action === "finish" && from === "PAUSED"
      ? "Resume it first."
      : `Only ${moves.map((t) => t.from).join(" or ")} inspections can be ${DONE[action]}.`;
  return `${transitionMessage(from, to)} ${hint}`;
}

export type TransitionCheck =
  { allowed: true; transition: InspectionTransition } | { allowed: false; message: string };

/** Whether an inspection may move from `from` to `to`; when not, the message names both. */
export function checkTransition(from: InspectionStatus, to: InspectionStatus): TransitionCheck {
  const transition = INSPECTION_TRANSITIONS.find((t) => t.from === from && t.to === to);
  return transition
    ? { allowed: true, transition }
    : { allowed: false, message: transitionMessage(from, to) };
}

/**
 * The move an action makes from a status, or why it cannot be made (`moveRefusal`): what the API checks a move
 * with when it arrives, and what the tablet checks a move with when the inspector makes it offline.
 */
export function checkMove(from: InspectionStatus, action: InspectionAction): TransitionCheck {
  const transition = INSPECTION_TRANSITIONS.find((t) => t.from === from && t.action === action);
  return transition ? { allowed: true, transition } : { allowed: false, message: moveRefusal(from, action) };
}

/** The moves from a status that need `permission`: the buttons a page offers for it, in the table's order. */
export function movesFrom(status: InspectionStatus, permission: Permission): InspectionTransition[] {
  return INSPECTION_TRANSITIONS.filter((t) => t.from === status && t.permission === permission);
}

/** The moves open from a status (what the web may offer). */
export function nextStatuses(from: InspectionStatus): InspectionStatus[] {
  return INSPECTION_TRANSITIONS.filter((t) => t.from === from).map((t) => t.to);
}

export type DeleteCheck = { allowed: true } | { allowed: false; message: string };

export function checkDelete(status: InspectionStatus): DeleteCheck {
  return DELETABLE_STATUSES.includes(status)
    ? { allowed: true }
    : {
        allowed: false,
        message: `Cannot delete an inspection that is ${status}: only CREATED or PLANNED inspections can be deleted.`,
      };
}

export const isPlannable = (status: InspectionStatus) => PLANNABLE_STATUSES.includes(status);

/** Fields that plan the lot: they may change only while the inspection is plannable (CREATED, PLANNED). */
export const PLANNING_FIELDS = [
  "inspectionDate",
  "inspectorId",
  "level",
  "controlPointId",
  "deliveryQuantity",
  "poQuantity",
] as const satisfies readonly (keyof UpdateInspection)[];

/** Fields recorded around the inspection itself: they may change until it is finished. */
export const RECORD_FIELDS = [
  "submissionNumber",
  "sampleReceivedDate",
] as const satisfies readonly (keyof UpdateInspection)[];

/** Finished or closed: the record is final (until reopened), a report exists, decisions may be made. */
export const REPORTED_STATUSES: readonly InspectionStatus[] = ["FINISHED", "CLOSED"];
export const isReported = (status: InspectionStatus) => REPORTED_STATUSES.includes(status);

export const areRecordFieldsOpen = (status: InspectionStatus) => !isReported(status);

/**
 * CREATED: the lot itself may still change (PO lines join it, are regrouped or skipped) and its lines stay OPEN;
 * once planned the lot is committed, though its plan may still change (`isPlannable`).
 */
export const isLotOpen = (status: InspectionStatus) => status === "CREATED";

/**
 * STARTED or PAUSED: the server takes records (defects, measurements, packaging, photos) for the inspection.
 * A pause stops the inspector's hand, not the tablet's sending: what was recorded before it may arrive after.
 */
export const acceptsRecords = (status: InspectionStatus) => status === "STARTED" || status === "PAUSED";

/** A failed inspection may be passed commercially once its report is out (FINISHED or CLOSED). */
export const mayPassCommercially = (inspection: { status: InspectionStatus; result: string }) =>
  inspection.result === "Fail" && isReported(inspection.status);

/** STARTED: the tablet's recording controls are open (a paused inspection is resumed first, on purpose). */
export const isRecording = (status: InspectionStatus) => status === "STARTED";

/**
 * The status planning fields lead to: a CREATED inspection becomes PLANNED once it has an inspector and a
 * date. Other statuses are not changed by planning (a PLANNED one losing either is refused by the caller).
 */
export function plannedStatus(
  status: InspectionStatus,
  planning: { inspector: unknown; inspectionDate: unknown },
): InspectionStatus {
  const ready = planning.inspector !== null && planning.inspectionDate !== null;
  if (status === "CREATED" && ready) return "PLANNED";
  if (status === "PLANNED" && !ready) return "CREATED";
  return status;
}
