import {
  ADMIN_HIERARCHY,
  INSPECTION_TRANSITIONS,
  can,
  defectTallies,
  defectTotals,
  inspectionVerdict,
  isReported,
  INITIAL_CLIENT_DECISION,
  roleOf,
  moveRefusal,
  type InspectionStatusChange,
  type InspectionTransition,
  acceptsRecords,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { conflict, forbidden } from "../lib/errors";
import type { Services } from "../lib/services";
import { REPORT_REASONS, withNextReport, type ReportServices } from "./report-versions";

type Action = InspectionStatusChange["action"];

/** The move an action makes from a status, or a 409 naming the states and what would work (decisions.md). */
function transitionFor(inspection: StoredInspection, action: Action): InspectionTransition {
  const transition = INSPECTION_TRANSITIONS.find((t) => t.from === inspection.status && t.action === action);
  if (transition) return transition;
  throw conflict(moveRefusal(inspection.status, action));
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
  services: ReportServices & Pick<Services, "inspections">,
  user: UserDocument,
  inspection: StoredInspection,
  action: Action,
  etag: string,
  now = new Date(),
): Promise<StoredInspection> {
  const transition = transitionFor(inspection, action);
  assertMayMove(user, inspection, transition);
  const at = now.toISOString();
  switch (action) {
    case "start":
      await services.inspectionWork.ensure(inspection.tenantId, inspection, now);
      return services.inspections.replace(
        inspection,
        { ...inspection, status: "STARTED", startedAt: inspection.startedAt ?? at },
        etag,
        now,
      );
    case "pause":
    case "resume":
      return services.inspections.replace(inspection, { ...inspection, status: transition.to }, etag, now);
    case "close": {
      const closed = { ...inspection, status: transition.to };
      const reported = await withNextReport(services, user, closed, REPORT_REASONS.close, now);
      return services.inspections.replace(inspection, reported, etag, now);
    }
    case "reopen":
      // The report the client decided on is being redone: the decision waits for the next one.
      return services.inspections.replace(
        inspection,
        {
          ...inspection,
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
      return finish(services, user, inspection, etag, now);
  }
}

async function finish(
  services: ReportServices & Pick<Services, "inspections">,
  user: UserDocument,
  inspection: StoredInspection,
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
    ...inspection,
    status: "FINISHED",
    result,
    resultNote: null,
    totalDefects: totals.CRITICAL + totals.MAJOR + totals.MINOR,
    defectSummary: defectTallies(workDoc.defects),
    // Kept through reopens: a lot that passes only when inspected again did not pass first time.
    firstResult: inspection.firstResult ?? result,
    finishedAt: now.toISOString(),
  };
  const reported = await withNextReport(services, user, finished, REPORT_REASONS.finish, now, workDoc);
  return services.inspections.replace(inspection, reported, etag, now);
}
