import {
  decisionApplies,
  discontinuedRefusal,
  INSPECTION_LEVELS,
  inspectionNumberOf,
  messages,
  nextSwitchingState,
  supplierScopeOf,
  SWITCHING_START,
  switchingPlan,
  switchingWhy,
  type AqlStandard,
  type ClassSwitching,
  type SupplierSwitching,
  type SupplierSwitchingList,
  type SwitchingClass,
  type SwitchingDecisionInput,
  type SwitchingEntry,
  type SwitchingEvent,
  type SwitchingLot,
  type SwitchingLotRecord,
  type SwitchingPlan,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import { isStorageError, keepsChanging } from "../data/storage-errors";
import type { StoredClassSwitching, SupplierSwitchingDocument } from "../data/switching-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict, notFound } from "../lib/errors";
import { referenceItems } from "../lib/reference-lists";
import type { Services } from "../lib/services";
import { publishPending, switchingEvents } from "../notifications/events";

/*
 * The switching rules kept per supplier and class (docs/decisions/switching-rules.md): every lot's first finish
 * and every decision of a reviewer or client manager is one step of `nextSwitchingState` (shared), taken on the
 * supplier's stored state under its ETag; and the severities a lot of the supplier is planned with.
 */

type Stores = Pick<Services, "switching">;
/** A step also publishes what it tells people. */
type StepStores = Pick<Services, "switching" | "queues">;
type Ref = { id: string; name: string };

/** How many of the latest lots a supplier's state shows (its history keeps every move). */
const LOTS_SHOWN = 20;
/** How many of the latest lots' ids are kept to count each once (a write and its roll-forward may race). */
const COUNTED_KEPT = 200;
/** Attempts at a step when others change the supplier's state meanwhile. */
const ATTEMPTS = 5;

/** A supplier's state before its first lot: normal in both classes. */
function freshState(tenantId: string, supplier: Ref, now: Date): SupplierSwitchingDocument {
  const start: StoredClassSwitching = { state: SWITCHING_START, since: null };
  return {
    id: supplier.id,
    tenantId,
    supplier,
    entries: 0,
    major: start,
    minor: start,
    lots: [],
    counted: [],
    history: [],
    updatedOn: now.toISOString(),
  };
}

/** What moved a class: the lot it was counted from, or the person who decided, and a note. */
interface StepSource {
  at: string;
  lot: SwitchingEvent["lot"];
  by: Ref | null;
  note: string | null;
}

/** One step of a class: its state after `entry`, and a history line when the severity moved (or a person decided). */
function step(
  doc: SupplierSwitchingDocument,
  switchingClass: SwitchingClass,
  entry: SwitchingEntry,
  standard: AqlStandard,
  source: StepSource,
): { stored: StoredClassSwitching; event: SwitchingEvent | null } {
  const before = doc[switchingClass];
  const state = nextSwitchingState(before.state, entry, doc.entries, standard);
  const moved = state.severity !== before.state.severity;
  if (!moved && entry.kind === "lot") return { stored: { ...before, state }, event: null };
  return {
    stored: { state, since: moved ? source.at : before.since },
    event: {
      at: source.at,
      reason: state.reason,
      from: before.state.severity,
      to: state.severity,
      lot: source.lot,
      by: source.by,
      note: source.note,
      class: switchingClass,
    },
  };
}

/** The lot as the rules count it, in each class, from the inspection's first finish; null before one. */
export function countedLot(
  inspection: StoredInspection,
): { record: SwitchingLotRecord; entries: Record<SwitchingClass, SwitchingLot> } | null {
  const totals = inspection.firstTotals;
  if (!totals) return null;
  const { plan } = inspection;
  const found: Record<SwitchingClass, number> = { major: totals.MAJOR, minor: totals.MINOR };
  const entry = (switchingClass: SwitchingClass): SwitchingLot => ({
    kind: "lot",
    lotSize: plan.lotSize,
    level: INSPECTION_LEVELS[plan.level],
    aql: plan.aql[switchingClass],
    defects: found[switchingClass],
    accepted: found[switchingClass] < plan[switchingClass].reject,
  });
  const entries = { major: entry("major"), minor: entry("minor") };
  const classRecord = (switchingClass: SwitchingClass) => ({
    found: found[switchingClass],
    accepted: entries[switchingClass].accepted,
    inspection: plan[switchingClass].inspection,
  });
  return {
    entries,
    record: {
      lot: { id: inspection.id, number: inspectionNumberOf(inspection.id) },
      at: inspection.finishedAt ?? inspection.updatedOn,
      styleCode: inspection.product.styleCode,
      standard: plan.standard,
      lotSize: plan.lotSize,
      sampleSize: plan.sampleSize,
      major: classRecord("major"),
      minor: classRecord("minor"),
    },
  };
}

/**
 * Takes a step on a supplier's stored state under its ETag, reading it again when someone changed it meanwhile;
 * `change` answers the new document, or null when there is nothing to do.
 */
async function stepOnStored(
  services: StepStores,
  tenantId: string,
  supplier: Ref,
  now: Date,
  change: (doc: SupplierSwitchingDocument, standard: AqlStandard) => SupplierSwitchingDocument | null,
): Promise<SupplierSwitchingDocument | null> {
  const { standard } = await services.switching.standard(tenantId);
  for (let attempt = 1; ; attempt++) {
    const stored = await services.switching.supplier(tenantId, supplier.id);
    const before = stored ?? freshState(tenantId, supplier, now);
    const next = change(before, standard);
    // Nothing to do (a lot counted already, by a write whose process stopped): what it left unpublished goes now.
    if (!next) return stored?.eventsPending?.length ? published(services, stored) : null;
    try {
      const { eventsPending: _carried, ...step } = next;
      const eventsPending = switchingEvents(before, step, now.toISOString());
      const saved = await services.switching.saveSupplier(
        { ...step, updatedOn: now.toISOString(), ...(eventsPending.length > 0 ? { eventsPending } : {}) },
        stored?._etag ?? null,
      );
      return await published(services, saved);
    } catch (error) {
      if (!isStorageError(error, "stale") && !isStorageError(error, "exists")) throw error;
      if (attempt >= ATTEMPTS) {
        throw keepsChanging(
          `The switching state of ${supplier.name} kept changing: the lot is counted by the next roll-forward.`,
        );
      }
    }
  }
}

/** Publishes the events a step left on the supplier's state, and clears them (a step since carries them on). */
async function published(
  services: StepStores,
  saved: SupplierSwitchingDocument,
): Promise<SupplierSwitchingDocument> {
  if (!saved.eventsPending?.length) return saved;
  return publishPending(services, saved, async (document) => {
    try {
      return await services.switching.saveSupplier(document, saved._etag ?? null);
    } catch (error) {
      if (isStorageError(error, "stale")) return undefined;
      throw error;
    }
  });
}

/**
 * Counts a lot's result on original inspection in its supplier's state, once (a lot counted already is left):
 * each class takes one step of the rules. Called by the unit of work that writes inspections when a lot is first
 * finished (../inspections/inspection-writes.ts), and by its roll-forward.
 */
export async function countFirstResult(
  services: StepStores,
  inspection: StoredInspection,
  now = new Date(),
): Promise<void> {
  const counted = countedLot(inspection);
  if (!counted) return;
  await stepOnStored(services, inspection.tenantId, inspection.supplier, now, (doc, standard) => {
    if (doc.counted.includes(inspection.id)) return null;
    const source: StepSource = { at: counted.record.at, lot: counted.record.lot, by: null, note: null };
    const major = step(doc, "major", counted.entries.major, standard, source);
    const minor = step(doc, "minor", counted.entries.minor, standard, source);
    const events = [minor.event, major.event].filter((event) => event !== null);
    return {
      ...doc,
      supplier: inspection.supplier,
      entries: doc.entries + 1,
      major: major.stored,
      minor: minor.stored,
      lots: [counted.record, ...doc.lots].slice(0, LOTS_SHOWN),
      counted: [inspection.id, ...doc.counted].slice(0, COUNTED_KEPT),
      history: [...events, ...doc.history],
    };
  });
}

/** Why a decision does not apply to the state it meets: what the person is told (409). */
function notApplicable(
  supplier: string,
  switchingClass: SwitchingClass,
  doc: SupplierSwitchingDocument,
  kind: SwitchingDecisionInput["decision"],
): string {
  const { severity } = doc[switchingClass].state;
  const where = `${supplier} is on ${severity} inspection for ${switchingClass} defects`;
  switch (kind) {
    case "approve-reduced":
      return severity === "normal"
        ? `${where}, and reduced inspection is not proposed: its record does not allow it yet.`
        : `${where}: reduced inspection can only be approved from normal inspection, when the rules propose it.`;
    case "return-to-normal":
      return `${where}: only a supplier on reduced inspection can be returned to normal.`;
    case "corrected":
      return `${where}: a correction is recorded only for a supplier whose inspection is discontinued.`;
  }
}

/**
 * A reviewer's or client manager's decision on a supplier's class: approve the proposed reduced inspection,
 * return from reduced to normal, or record that a discontinued supplier corrected the cause (a note saying what is
 * required). One that does not apply to the state now is refused (409), saying why.
 */
export async function decideSwitching(
  services: StepStores & Pick<Services, "reference">,
  user: UserDocument,
  supplierId: string,
  input: SwitchingDecisionInput,
  now = new Date(),
): Promise<SupplierSwitchingDocument> {
  const note = input.note?.trim() || null;
  if (input.decision === "corrected" && !note) {
    throw badRequest("Say what the supplier corrected: a note is required to resume inspection.", [
      { field: "body.note", message: "is required to record a correction" },
    ]);
  }
  const supplier = await knownSupplier(services, user.tenantId, supplierId);
  const saved = await stepOnStored(services, user.tenantId, supplier, now, (doc, standard) => {
    const decision = { kind: input.decision };
    if (!decisionApplies(doc[input.class].state, decision)) {
      throw conflict(notApplicable(supplier.name, input.class, doc, input.decision));
    }
    const source: StepSource = {
      at: now.toISOString(),
      lot: null,
      by: { id: user.id, name: user.name },
      note,
    };
    const { stored, event } = step(doc, input.class, decision, standard, source);
    return {
      ...doc,
      entries: doc.entries + 1,
      [input.class]: stored,
      history: event ? [event, ...doc.history] : doc.history,
    };
  });
  if (!saved) throw new Error("A decision always writes the supplier's state");
  return saved;
}

/** The supplier of the tenant's reference list (404 when there is none with this id). */
export async function knownSupplier(
  services: Pick<Services, "reference">,
  tenantId: string,
  supplierId: string,
): Promise<Ref> {
  const [found] = await referenceItems(services.reference, tenantId, "suppliers", { id: supplierId });
  if (!found) throw notFound(`No supplier has the id ${supplierId}.`);
  return { id: found.id, name: found.name };
}

/** The severities a supplier's next lot is planned with, and the classes whose inspection is discontinued. */
export type SupplierPlanning = SwitchingPlan;

/** A supplier never counted is on normal inspection in both classes. */
export const planningOf = (
  doc: SupplierSwitchingDocument | undefined,
  standard: AqlStandard,
): SupplierPlanning =>
  switchingPlan(standard, {
    major: doc?.major.state.severity ?? "normal",
    minor: doc?.minor.state.severity ?? "normal",
  });

/** How a supplier's next lot is planned now. */
export async function supplierPlanning(
  services: Stores,
  tenantId: string,
  supplierId: string,
): Promise<SupplierPlanning> {
  const [doc, { standard }] = await Promise.all([
    services.switching.supplier(tenantId, supplierId),
    services.switching.standard(tenantId),
  ]);
  return planningOf(doc, standard);
}

/** Every supplier's planning, for the import's many lots: one read. */
export async function tenantPlanning(
  services: Stores,
  tenantId: string,
): Promise<(supplierId: string) => SupplierPlanning> {
  const [docs, { standard }] = await Promise.all([
    services.switching.suppliers(tenantId),
    services.switching.standard(tenantId),
  ]);
  const bySupplier = new Map(docs.map((doc) => [doc.id, doc]));
  return (supplierId) => planningOf(bySupplier.get(supplierId), standard);
}

/** Refuses (409) to plan a lot of a supplier whose inspection is discontinued, saying how to resume it. */
export function assertPlannableSupplier(planning: SupplierPlanning, supplier: Ref): void {
  const refusal = discontinuedRefusal(supplier.name, planning.discontinued);
  if (refusal) throw conflict(refusal);
}

/** A class's state as the API gives it. */
function toApiClass(stored: StoredClassSwitching, standard: AqlStandard): ClassSwitching {
  const { severity, switchingScore, reducedProposed, reason, counts } = stored.state;
  const state = { severity, switchingScore, reducedProposed, reason, counts, since: stored.since };
  return { ...state, why: switchingWhy(state, standard) };
}

/** A supplier's state as the API gives it (a supplier never counted: normal in both classes). */
export function toApiSwitching(
  doc: SupplierSwitchingDocument | undefined,
  supplier: Ref,
  standard: AqlStandard,
): SupplierSwitching {
  const shown = doc ?? freshState("", supplier, new Date(0));
  return {
    supplier: doc?.supplier ?? supplier,
    standard,
    major: toApiClass(shown.major, standard),
    minor: toApiClass(shown.minor, standard),
    lots: shown.lots,
    history: shown.history,
    updatedOn: doc?.updatedOn ?? null,
  };
}

/**
 * One supplier's state as `user` may read it: a supplier user its own only (any other is 404, as every record of
 * another supplier is: docs/decisions/object-access.md).
 */
export async function readSupplierSwitching(
  services: Stores & Pick<Services, "reference">,
  user: UserDocument,
  supplierId: string,
): Promise<SupplierSwitching> {
  const scope = supplierScopeOf(user);
  if (scope.kind === "supplier" && scope.supplierId !== supplierId) {
    throw notFound(`No supplier has the id ${supplierId}.`);
  }
  const supplier = await knownSupplier(services, user.tenantId, supplierId);
  const [doc, { standard }] = await Promise.all([
    services.switching.supplier(user.tenantId, supplierId),
    services.switching.standard(user.tenantId),
  ]);
  return toApiSwitching(doc, supplier, standard);
}

/** Every supplier of the tenant's list with its state (a supplier user: its own), by name. */
export async function listSupplierSwitching(
  services: Stores & Pick<Services, "reference">,
  user: UserDocument,
): Promise<SupplierSwitchingList> {
  const scope = supplierScopeOf(user);
  const [suppliers, docs, { standard }] = await Promise.all([
    referenceItems(services.reference, user.tenantId, "suppliers"),
    services.switching.suppliers(user.tenantId),
    services.switching.standard(user.tenantId),
  ]);
  const bySupplier = new Map(docs.map((doc) => [doc.id, doc]));
  const shown = suppliers
    .filter((supplier) => scope.kind === "tenant" || supplier.id === scope.supplierId)
    .map(({ id, name }) => {
      const {
        lots: _lots,
        history: _history,
        standard: _standard,
        ...state
      } = toApiSwitching(bySupplier.get(id), { id, name }, standard);
      return state;
    })
    .sort((a, b) => a.supplier.name.localeCompare(b.supplier.name));
  return { standard, suppliers: shown };
}

/**
 * An administrator chooses the tenant's standard: plans made from now on use its tables, and the rules take each
 * lot and decision from now on by it; states reached so far stay (docs/decisions/switching-rules.md).
 */
export async function changeSwitchingStandard(
  services: StepStores,
  user: UserDocument,
  standard: AqlStandard,
  now = new Date(),
): Promise<void> {
  const current = await services.switching.standard(user.tenantId);
  if (current.standard === standard) throw badRequest(messages.noChangesDetected);
  await services.switching.saveStandard(
    { ...current, standard, updatedBy: { id: user.id, name: user.name }, updatedOn: now.toISOString() },
    current._etag ?? null,
  );
}
