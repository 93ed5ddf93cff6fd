import { randomUUID } from "node:crypto";
import {
  ADMIN_HIERARCHY,
  checkMove,
  can,
  defectTallies,
  defectTotals,
  inspectionVerdict,
  totalDefectsOf,
  isReported,
  INITIAL_CLIENT_DECISION,
  roleOf,
  type InspectionMove,
  type InspectionStatusChange,
  type InspectionTransition,
  acceptsRecords,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { conflict, forbidden } from "../lib/errors";
import { REPORT_REASONS, withNextReport, type ReportServices } from "./report-versions";
import { replaceInspection, type InspectionWriteStores } from "./inspection-writes";

type Action = InspectionStatusChange["action"];

/** The move an action makes from a status, or a 409 naming the states and what would work (decisions.md). */
function transitionFor(inspection: StoredInspection, action: Action): InspectionTransition {
  const check = checkMove(inspection.status, action);
  if (check.allowed) return check.transition;
  throw conflict(check.message);
}

/**
 * The move this operation id made, if the inspection has it: a tablet that sends a move again (its answer was
 * lost on a flaky link) is answered with the inspection as it is, and nothing is moved twice.
 */
export function madeBefore(
  inspection: StoredInspection,
  { action, operationId }: InspectionStatusChange,
): boolean {
  const made = inspection.moves.find((move) => operationId !== undefined && move.id === operationId);
  if (made && made.action !== action) {
    throw conflict(
      `The operation ${operationId} was a ${made.action}, not a ${action}: give each move its own id.`,
    );
  }
  return made !== undefined;
}

/** How long before it arrives a tablet's move may have been made: a shift offline, with days to spare. */
export const MAX_MOVE_AGE_DAYS = 7;

/**
 * When a move happened, for the report: the tablet's time when it sent one (a move made offline arrives hours
 * later), bounded to what can be true — not after the moment it arrived (a clock running fast), not before the
 * inspection's previous move (so the report's times stay in order) and not more than MAX_MOVE_AGE_DAYS before it
 * arrived (a clock reset).
 */
export function moveTime(inspection: StoredInspection, deviceAt: string | undefined, now: Date): string {
  if (deviceAt === undefined) return now.toISOString();
  const previous = inspection.moves.at(-1);
  const earliest = Math.max(
    previous ? Date.parse(previous.at) : -Infinity,
    now.getTime() - MAX_MOVE_AGE_DAYS * 86_400_000,
  );
  return new Date(Math.min(Math.max(Date.parse(deviceAt), earliest), now.getTime())).toISOString();
}

/** Inspectors carry out the inspections assigned to them; administrators may stand in. */
function assertPerformer(user: UserDocument, inspection: StoredInspection): void {
  const role = roleOf(user.role);
  if (!can(user.role, "inspections:perform")) {
    throw forbidden(`Your role (${role.label}) does not carry out inspections.`);
  }
  if (role.hierarchy < ADMIN_HIERARCHY && inspection.inspector?.id !== user.id) {
    throw forbidden("Only the inspector this inspection is assigned to can carry it out.");
  }
}

function assertMayMove(user: UserDocument, inspection: StoredInspection, transition: InspectionTransition) {
  if (transition.permission === "inspections:perform") return assertPerformer(user, inspection);
  if (!can(user.role, transition.permission)) {
    throw forbidden(`Your role (${roleOf(user.role).label}) cannot ${transition.action} an inspection.`);
  }
}

/** Whether this user may record on the inspection now: its performer, while it is started or paused. */
export function assertMayRecord(user: UserDocument, inspection: StoredInspection): void {
  assertPerformer(user, inspection);
  if (!acceptsRecords(inspection.status)) {
    throw conflict(
      isReported(inspection.status)
        ? `Cannot record on an inspection that is ${inspection.status}: its report is out. Ask a reviewer to reopen it.`
        : `Cannot record on an inspection that is ${inspection.status}: start it first.`,
    );
  }
}

/**
 * PUT /api/inspections/{id}/status: start (the record is created), pause, resume, finish (the result computed
 * from the record and the plan, and the report rendered as the next version), close, reopen (result back to
 * Pending until it finishes again). The report's PDF is stored before the inspection names it.
 */
export async function changeStatus(
  services: ReportServices & InspectionWriteStores,
  user: UserDocument,
  inspection: StoredInspection,
  { action, operationId, at: deviceAt }: InspectionStatusChange,
  etag: string,
  now = new Date(),
): Promise<StoredInspection> {
  const transition = transitionFor(inspection, action);
  assertMayMove(user, inspection, transition);
  const at = moveTime(inspection, deviceAt, now);
  const made: InspectionMove = {
    id: operationId ?? randomUUID(),
    action,
    at,
    deviceAt: deviceAt ?? null,
    receivedAt: now.toISOString(),
    by: { id: user.id, name: user.name },
  };
  // Every move is kept with the inspection it moves, in the same write: its id answers it being sent again.
  const moved: StoredInspection = { ...inspection, moves: [...inspection.moves, made] };
  switch (action) {
    case "start":
      await services.inspectionWork.ensure(inspection.tenantId, inspection, now);
      return replaceInspection(
        services,
        inspection,
        { ...moved, status: "STARTED", startedAt: inspection.startedAt ?? at },
        etag,
        now,
      );
    case "pause":
    case "resume":
      return replaceInspection(services, inspection, { ...moved, status: transition.to }, etag, now);
    case "close": {
      const closed = { ...moved, status: transition.to };
      const reported = await withNextReport(services, user, closed, REPORT_REASONS.close, now);
      return replaceInspection(services, inspection, reported, etag, now);
    }
    case "reopen":
      // The report the client decided on is being redone: the decision waits for the next one.
      return replaceInspection(
        services,
        inspection,
        {
          ...moved,
          status: "STARTED",
          result: "Pending",
          resultNote: null,
          finishedAt: null,
          clientDecision: INITIAL_CLIENT_DECISION,
          decisionHistory:
            inspection.clientDecision === INITIAL_CLIENT_DECISION
              ? inspection.decisionHistory
              : [
                  ...inspection.decisionHistory,
                  {
                    decision: INITIAL_CLIENT_DECISION,
                    comment: "Reopened: a new report version will follow.",
                    by: { id: user.id, name: user.name },
                    at,
                  },
                ],
        },
        etag,
        now,
      );
    case "finish":
      return finish(services, user, inspection, moved, etag, now);
  }
}

async function finish(
  services: ReportServices & InspectionWriteStores,
  user: UserDocument,
  inspection: StoredInspection,
  moved: StoredInspection,
  etag: string,
  now: Date,
): Promise<StoredInspection> {
  const current = await services.inspectionWork.ensure(inspection.tenantId, inspection, now);
  // Rewritten under its etag before anything is computed from it: a save that slipped in after the tablet's
  // last one makes this a 412 (the finish is refused, nothing is written), and any later save fails its own
  // If-Match. The result, the report and the stored record are one and the same.
  const workDoc = await services.inspectionWork.replace(current, current._etag ?? "", now);
  const totals = defectTotals(workDoc.defects);
  const result = inspectionVerdict(inspection.plan, totals);
  const finished: StoredInspection = {
    ...moved,
    status: "FINISHED",
    result,
    resultNote: null,
    totalDefects: totalDefectsOf(workDoc.defects),
    defectSummary: defectTallies(workDoc.defects),
    // Kept through reopens: a lot that passes only when inspected again did not pass first time.
    firstResult: inspection.firstResult ?? result,
    firstTotals: inspection.firstTotals ?? totals,
    // The time the inspector finished (the tablet's, when it sent one); the report version is made now.
    finishedAt: moved.moves.at(-1)?.at ?? now.toISOString(),
  };
  const reported = await withNextReport(services, user, finished, REPORT_REASONS.finish, now, workDoc);
  return replaceInspection(services, inspection, reported, etag, now);
}
