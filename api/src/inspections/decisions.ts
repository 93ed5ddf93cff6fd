import {
  INITIAL_CLIENT_DECISION,
  isReported,
  messages,
  type ClientDecisionUpdate,
  type ResultOverride,
  mayPassCommercially,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict } from "../lib/errors";
import { REPORT_REASONS, withNextReport, type ReportServices } from "./report-versions";
import { loadForWrite } from "./scope";
import { referenceItems } from "../lib/reference-lists";
import { replaceInspection, type InspectionWriteStores } from "./inspection-writes";

/**
 * Decisions on a reported inspection (decisions.md): a reviewer's commercial pass of a failed lot, and the client
 * manager's decision, each kept with who and when, and each making the next report version so that the report
 * says what the portal says. The routes and the demo data run the same code.
 */

/** A failed, finished (or closed) inspection passed commercially, with why. */
export async function commercialPass(
  services: ReportServices & InspectionWriteStores,
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
  services: ReportServices & InspectionWriteStores,
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
 * A reviewer gives a failed, finished (or closed) lot read with `etag` a commercial pass, saying why
 * (`commercialPass`).
 */
export async function passCommercially(
  services: ReportServices & InspectionWriteStores,
  user: UserDocument,
  { inspectionId, etag, pass }: { inspectionId: string; etag: string; pass: ResultOverride },
): Promise<StoredInspection> {
  const inspection = await loadForWrite(services, user, inspectionId, etag);
  return commercialPass(services, user, inspection, pass, etag);
}

/**
 * A client manager decides on a reported lot read with `etag` (`decide`). Both routes that take a decision run
 * this.
 */
export async function recordClientDecision(
  services: ReportServices & InspectionWriteStores,
  user: UserDocument,
  { inspectionId, etag, decision }: { inspectionId: string; etag: string; decision: ClientDecisionUpdate },
): Promise<StoredInspection> {
  const current = await loadForWrite(services, user, inspectionId, etag);
  return decide(services, user, current, decision, etag);
}
