import {
  INITIAL_CLIENT_DECISION,
  isReported,
  messages,
  type ClientDecisionUpdate,
  type InspectionDetail,
  type ResultOverride,
  mayPassCommercially,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict, preconditionFailed } from "../lib/errors";
import type { Services } from "../lib/services";
import { REPORT_REASONS, withNextReport, type ReportServices } from "./report-versions";
import { loadInspection } from "./scope";
import { toInspectionDetail } from "./work";
import { referenceItems } from "../lib/reference-lists";
import { replaceInspection } from "./inspection-writes";

/**
 * Decisions on a reported inspection (decisions.md): a reviewer's commercial pass of a failed lot, and the client
 * manager's decision, each kept with who and when, and each making the next report version so that the report
 * says what the portal says. The routes and the demo data run the same code.
 */

/** A failed, finished (or closed) inspection passed commercially, with why. */
export async function commercialPass(
  services: ReportServices & Pick<Services, "inspections" | "analytics">,
  user: UserDocument,
  inspection: StoredInspection,
  body: ResultOverride,
  etag: string,
  now = new Date(),
): Promise<StoredInspection> {
  if (!mayPassCommercially(inspection)) {
    throw conflict(
      `Only a failed inspection that is FINISHED or CLOSED can be given a commercial pass; this one is ${inspection.status} with result ${inspection.result}.`,
    );
  }
  const passed: StoredInspection = {
    ...inspection,
    result: body.result,
    resultNote: {
      result: body.result,
      comment: body.comment,
      by: { id: user.id, name: user.name },
      at: now.toISOString(),
    },
  };
  const reported = await withNextReport(services, user, passed, REPORT_REASONS.commercialPass, now);
  return replaceInspection(services, inspection, reported, etag, now);
}

/** The client manager's decision on a reported inspection, added to its history. */
export async function decide(
  services: ReportServices & Pick<Services, "inspections" | "analytics">,
  user: UserDocument,
  current: StoredInspection,
  body: ClientDecisionUpdate,
  etag: string,
  now = new Date(),
): Promise<StoredInspection> {
  const [decision] = await referenceItems(services.reference, current.tenantId, "client-decisions", {
    id: body.clientDecisionId,
  });
  if (!decision || decision.name === INITIAL_CLIENT_DECISION) {
    throw badRequest(
      `Choose a client decision from the list: ${INITIAL_CLIENT_DECISION} is where every inspection starts.`,
      [{ field: "body.clientDecisionId", message: "is not a decision a client can make" }],
    );
  }
  if (!isReported(current.status)) {
    throw conflict(
      `A client decision is made on a finished inspection; this one is ${current.status}. Decide once its report is out.`,
    );
  }
  if (decision.name === current.clientDecision && !body.comment) throw badRequest(messages.noChangesDetected);
  const decided: StoredInspection = {
    ...current,
    clientDecision: decision.name,
    decisionHistory: [
      ...current.decisionHistory,
      {
        decision: decision.name,
        comment: body.comment || null,
        by: { id: user.id, name: user.name },
        at: now.toISOString(),
      },
    ],
  };
  const reported = await withNextReport(services, user, decided, REPORT_REASONS.decision(decision.name), now);
  return replaceInspection(services, current, reported, etag, now);
}

/**
 * A client decision sent to a route: the inspection the caller may see, unchanged since they read it (`etag`),
 * decided, and answered as the report page shows it. Both routes that take a decision run this.
 */
export async function recordClientDecision(
  services: ReportServices & Pick<Services, "inspections" | "analytics">,
  tenantId: string,
  user: UserDocument,
  inspectionId: string,
  body: ClientDecisionUpdate,
  etag: string,
): Promise<InspectionDetail> {
  const current = await loadInspection(services, tenantId, user, inspectionId);
  if (current._etag !== etag) throw preconditionFailed(messages.inspectionChangedElsewhere);
  const saved = await decide(services, user, current, body, etag);
  return toInspectionDetail(services, saved, await services.inspectionWork.get(saved));
}
