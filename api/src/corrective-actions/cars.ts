import {
  canMoveFrom,
  carAfterMove,
  carFigures,
  carReference,
  isCarOverdue,
  isLotNotAccepted,
  isoDay,
  mayMove,
  PACKAGING_ISSUE_LABELS,
  supplierScopeOf,
  SWITCHING_CLASSES,
  type CarAction,
  type CarAnswerInput,
  type CarDefect,
  type CarFigures,
  type CarList,
  type CarListQuery,
  type CorrectiveAction,
  type RaiseCarInput,
} from "@aql-portal/shared";
import type { CarDocument } from "../data/corrective-actions-repository";
import type { StoredInspection } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from "../lib/errors";
import { groupBy } from "../lib/group-by";
import type { Services } from "../lib/services";
import type { PackagingCheckDocument } from "../data/packaging-repository";
import { loadInspection } from "../inspections/scope";
import { loadCheck } from "../packaging/checks";
import { decideSwitching } from "../switching/supplier-switching";
import { createCar, replaceCar } from "./car-writes";

/*
 * Corrective action requests' use cases (docs/decisions/corrective-actions.md): raise one on failed lots, the
 * supplier's answer, and a reviewer's or client manager's move on it. The moves and who may make them are shared's
 * (`canMoveFrom`, `mayMove`, `statusAfter`); here they are enforced, 403 for the wrong person and 409 for the wrong
 * state, under the CAR's ETag.
 */

type Stores = Pick<
  Services,
  "correctiveActions" | "inspections" | "inspectionWork" | "users" | "packaging" | "queues"
>;
type Ref = { id: string; name: string };

export const refOf = (user: UserDocument): Ref => ({ id: user.id, name: user.name });
const carNotFound = () => notFound("No corrective action request has this id.");

/**
 * Raises a CAR on failed lots (and DC packaging checks that found issues) of one supplier and style: the defects
 * picked from those lots' records, the checks' issues, what is asked, by when, and who follows it (the one raising
 * it unless another reviewer or client manager is named).
 */
export async function raiseCar(
  services: Stores,
  user: UserDocument,
  input: RaiseCarInput,
  now = new Date(),
  id: string = crypto.randomUUID(),
): Promise<CarDocument> {
  if (input.dueDate < isoDay(now)) {
    throw badRequest("The due date is in the past: give the supplier a day from today on.", [
      { field: "body.dueDate", message: "must be today or later" },
    ]);
  }
  const lots: StoredInspection[] = [];
  for (const id of new Set(input.inspectionIds)) {
    lots.push(await loadInspection(services, user.tenantId, user, id));
  }
  const checks: PackagingCheckDocument[] = [];
  for (const id of new Set(input.packagingCheckIds)) {
    checks.push(await loadCheck(services, user.tenantId, user, id));
  }
  // What the CAR is about, each by its name: the lots and the packaging checks, of one supplier and style.
  const sources = [
    ...lots.map((lot) => ({
      name: `Inspection ${lot.inspectionNumber}`,
      supplier: lot.supplier,
      styleCode: lot.product.styleCode,
      field: "body.inspectionIds",
    })),
    ...checks.map((check) => ({
      name: `Packaging check ${check.bookingReference}`,
      supplier: check.supplier,
      styleCode: check.styleCode,
      field: "body.packagingCheckIds",
    })),
  ];
  const [first] = sources;
  if (!first) throw badRequest("Name at least one failed lot or packaging check.");
  const other = sources.find(
    (source) => source.supplier.id !== first.supplier.id || source.styleCode !== first.styleCode,
  );
  if (other) {
    throw badRequest(
      `One CAR covers one supplier and style: ${other.name} is ${other.supplier.name} ${other.styleCode}, ${first.name} ${first.supplier.name} ${first.styleCode}.`,
      [{ field: other.field, message: "mixes suppliers or styles" }],
    );
  }
  const accepted = lots.find((lot) => !isLotNotAccepted(lot));
  if (accepted) {
    throw conflict(
      `Inspection ${accepted.inspectionNumber} was accepted: a corrective action is asked for lots that were not.`,
    );
  }
  const clean = checks.find((check) => check.outcome.issues.length === 0);
  if (clean) {
    throw conflict(
      `Packaging check ${clean.bookingReference} found no issue: a corrective action is asked for checks that did.`,
    );
  }
  const defects = await pickedDefects(services, lots, input.defects);
  const owner = await ownerOf(services, user, input.ownerId);
  const number = await services.correctiveActions.nextNumber(user.tenantId);
  const at = now.toISOString();
  return createCar(services, {
    id,
    tenantId: user.tenantId,
    number,
    supplier: first.supplier,
    styleCode: first.styleCode,
    inspections: lots.map((lot) => ({ id: lot.id, number: lot.inspectionNumber })),
    defects,
    packagingChecks: checks.map((check) => ({
      id: check.id,
      bookingReference: check.bookingReference,
      checkedDay: check.checkedDay,
      centre: check.centre.name,
      issues: check.outcome.issues.map((issue) => PACKAGING_ISSUE_LABELS[issue]),
    })),
    request: input.request,
    dueDate: input.dueDate,
    owner,
    verificationRequired: input.verificationRequired,
    status: "open",
    answer: null,
    evidence: [],
    verification: null,
    history: [{ at, by: refOf(user), action: "raise", from: null, to: "open", comment: input.request }],
    raisedOn: at,
    updatedOn: at,
    doneOn: null,
  });
}

/**
 * The defects picked (`inspectionId~entryId`) from the lots' records; one not there is 400 naming it, and so is
 * picking none from lots that recorded some.
 */
async function pickedDefects(
  services: Pick<Services, "inspectionWork">,
  lots: readonly StoredInspection[],
  picked: readonly string[],
): Promise<CarDefect[]> {
  const defects: CarDefect[] = [];
  const problems: { field: string; message: string }[] = [];
  const records = new Map(
    await Promise.all(lots.map(async (lot) => [lot.id, await services.inspectionWork.get(lot)] as const)),
  );
  // A lot the client did not accept may have recorded no defect: then the request alone says what is asked.
  const recorded = [...records.values()].some((record) => (record?.defects.length ?? 0) > 0);
  if (recorded && picked.length === 0) {
    throw badRequest("Pick the defects the request is about from the lots' records.", [
      { field: "body.defects", message: "pick at least one defect" },
    ]);
  }
  picked.forEach((key, index) => {
    const [inspectionId = "", entryId = ""] = key.split("~");
    const entry = records.get(inspectionId)?.defects.find((defect) => defect.id === entryId);
    if (!entry) {
      problems.push({ field: `body.defects.${index}`, message: "is not a defect recorded on these lots" });
      return;
    }
    defects.push({
      inspectionId,
      defectId: entry.defectId,
      defectName: entry.defectName,
      severity: entry.severity,
      count: entry.count,
      photoIds: entry.photoIds,
    });
  });
  if (problems.length > 0) throw badRequest("Pick the defects from the lots' own records.", problems);
  return defects;
}

/** Who follows the CAR: the one raising it, or another active user who may manage CARs (400 otherwise). */
async function ownerOf(
  services: Pick<Services, "users">,
  user: UserDocument,
  ownerId: string | undefined,
): Promise<Ref> {
  if (!ownerId || ownerId === user.id) return refOf(user);
  const owner = await services.users.get(user.tenantId, ownerId);
  if (!owner || owner.deleted || owner.status !== "ACTIVE" || !mayMove("raise", owner, null)) {
    throw badRequest("Choose a reviewer or client manager to follow the request.", [
      { field: "body.ownerId", message: "is not an active reviewer or client manager" },
    ]);
  }
  return refOf(owner);
}

/** A CAR the caller may see (a supplier: its own; 404 for any other, as for a missing one). */
export async function loadCar(
  services: Pick<Services, "correctiveActions">,
  user: UserDocument,
  id: string,
): Promise<CarDocument> {
  const car = await services.correctiveActions.get(user.tenantId, id);
  const scope = supplierScopeOf(user);
  if (!car || (scope.kind === "supplier" && scope.supplierId !== car.supplier.id)) throw carNotFound();
  return car;
}

/** The CAR as read with `etag`, if the caller may make `action` on it now: 412, 403 and 409 otherwise. */
async function loadForMove(
  services: Pick<Services, "correctiveActions">,
  user: UserDocument,
  id: string,
  etag: string,
  action: CarAction,
): Promise<CarDocument> {
  const car = await loadCar(services, user, id);
  if (car._etag !== etag) {
    throw preconditionFailed(
      "This corrective action request was changed by someone else. Reload it and try again.",
    );
  }
  if (!mayMove(action, user, car))
    throw forbidden(`Your role may not ${action.replace("-", " ")} this request.`);
  if (!canMoveFrom(action, car.status)) {
    throw conflict(`${carReference(car.number)} is ${car.status}: it cannot be ${MOVED[action]} now.`);
  }
  return car;
}

const MOVED: Readonly<Record<CarAction, string>> = {
  answer: "answered",
  "send-back": "sent back",
  accept: "accepted",
  verify: "verified",
  close: "closed",
};

/** The supplier answers: root cause, the actions and their dates, and evidence already uploaded to the CAR. */
export async function answerCar(
  services: Pick<Services, "correctiveActions" | "queues">,
  user: UserDocument,
  { carId, etag, answer }: { carId: string; etag: string; answer: CarAnswerInput },
  now = new Date(),
): Promise<CarDocument> {
  const car = await loadForMove(services, user, carId, etag, "answer");
  const uploaded = new Set(car.evidence.map((file) => file.id));
  const missing = answer.evidenceIds.findIndex((id) => !uploaded.has(id));
  if (missing >= 0) {
    throw badRequest("Upload the evidence to this request before answering with it.", [
      { field: `body.evidenceIds.${missing}`, message: "is not a file uploaded to this request" },
    ]);
  }
  const next = carAfterMove(car, refOf(user), "answer", answer.rootCauseText, now);
  return replaceCar(
    services,
    car,
    { ...next, answer: { ...answer, by: refOf(user), at: now.toISOString() } },
    etag,
  );
}

/**
 * A reviewer or client manager sends the answer back (a comment required), accepts it, or closes the CAR.
 * Accepting the CAR of a supplier whose inspection the switching rules discontinued records its correction, so
 * its next lots are inspected again, tightened (docs/decisions/switching-rules.md).
 */
export async function reviewCar(
  services: Pick<Services, "correctiveActions" | "switching" | "reference" | "queues">,
  user: UserDocument,
  {
    carId,
    etag,
    action,
    comment,
  }: { carId: string; etag: string; action: "send-back" | "accept" | "close"; comment?: string | undefined },
  now = new Date(),
): Promise<CarDocument> {
  const said = comment?.trim() || null;
  if (action === "send-back" && !said) {
    throw badRequest("Say what the supplier must change in its answer.", [
      { field: "body.comment", message: "is required to send an answer back" },
    ]);
  }
  const car = await loadForMove(services, user, carId, etag, action);
  const saved = await replaceCar(services, car, carAfterMove(car, refOf(user), action, said, now), etag);
  if (action === "accept") await recordCorrection(services, user, saved, now);
  return saved;
}

/** The accepted CAR is the correction of its supplier's discontinued classes, if any. */
async function recordCorrection(
  services: Pick<Services, "switching" | "reference" | "queues">,
  user: UserDocument,
  car: CarDocument,
  now: Date,
): Promise<void> {
  const state = await services.switching.supplier(user.tenantId, car.supplier.id);
  for (const defectClass of SWITCHING_CLASSES) {
    if (state?.[defectClass].state.severity !== "discontinued") continue;
    const note = `${carReference(car.number)} accepted: ${car.answer?.preventiveAction ?? car.request}`;
    await decideSwitching(
      services,
      user,
      car.supplier.id,
      { class: defectClass, decision: "corrected", note: note.slice(0, 1000) },
      now,
    );
  }
}

/** Short-lived links to one CAR's evidence and its defects' photos (a single CAR's answer carries them). */
export interface CarLinks {
  evidence: ReadonlyMap<string, string>;
  photos: Record<string, string>;
}

/** A CAR as the API gives it, overdue as of the tenant's today; with links when given (a single CAR). */
export function toApiCar(car: CarDocument, now = new Date(), links?: CarLinks): CorrectiveAction {
  return {
    id: car.id,
    reference: carReference(car.number),
    supplier: car.supplier,
    styleCode: car.styleCode,
    inspections: car.inspections,
    defects: car.defects,
    packagingChecks: car.packagingChecks ?? [],
    request: car.request,
    dueDate: car.dueDate,
    overdue: isCarOverdue(car, isoDay(now)),
    owner: car.owner,
    verificationRequired: car.verificationRequired,
    status: car.status,
    answer: car.answer,
    evidence: car.evidence.map(({ id, fileName, contentType, size, uploadedBy, uploadedOn }) => ({
      id,
      fileName,
      contentType,
      size,
      uploadedBy,
      uploadedOn,
      url: links?.evidence.get(id) ?? null,
    })),
    photoUrls: links?.photos ?? {},
    verification: car.verification,
    history: car.history,
    raisedOn: car.raisedOn,
    doneOn: car.doneOn,
    etag: car._etag ?? "",
  };
}

/** The CARs the caller may see (a supplier: its own), filtered; overdue ones counted. */
export async function listCars(
  services: Pick<Services, "correctiveActions">,
  user: UserDocument,
  query: CarListQuery,
  now = new Date(),
): Promise<CarList> {
  const scope = supplierScopeOf(user);
  if (scope.kind === "supplier" && query.supplierId && query.supplierId !== scope.supplierId) {
    return { items: [], overdue: 0 };
  }
  const status = query.status === "overdue" ? undefined : query.status;
  const cars = await services.correctiveActions.list(user.tenantId, {
    supplierId: scope.kind === "supplier" ? scope.supplierId : query.supplierId,
    status,
    styleCode: query.styleCode,
  });
  const items = cars
    .map((car) => toApiCar(car, now))
    .filter((car) => query.status !== "overdue" || car.overdue);
  return { items, overdue: items.filter((car) => car.overdue).length };
}

/**
 * Each supplier's CAR figures (shared `carFigures`) for the supplier analysis: the caller's suppliers (a supplier:
 * its own), as of today, with those done in `period`. Reads the CARs not done and those done since the period began.
 */
export async function supplierCarFigures(
  services: Pick<Services, "correctiveActions">,
  user: UserDocument,
  period: { from: string; to: string },
  supplierId: string | undefined,
  now = new Date(),
): Promise<Record<string, CarFigures>> {
  const scope = supplierScopeOf(user);
  const cars = await services.correctiveActions.list(user.tenantId, {
    supplierId: scope.kind === "supplier" ? scope.supplierId : supplierId,
    openOrDoneSince: period.from,
  });
  const bySupplier = groupBy(cars, (car) => car.supplier.id);
  return Object.fromEntries(
    [...bySupplier].map(([id, ofSupplier]) => [id, carFigures(ofSupplier, isoDay(now), period)]),
  );
}
