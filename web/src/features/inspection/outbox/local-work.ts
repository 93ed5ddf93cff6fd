import {
  MAX_COMMENT_LENGTH,
  checkMeasurement,
  checkMove,
  defectTotals,
  inspectionVerdict,
  type InspectionStatus,
  type DefectEntry,
  type InspectionWork,
  type InspectionWorkInput,
  type MeasurementInput,
  type MetaItem,
  type PackagingChecks,
  type Severity,
  type SizeChart,
} from "@aql-portal/shared";
import { carChecksInput } from "./car-checks";
import type { LocalRecord } from "./inspection-storage";

/**
 * The inspector's record as the tablet edits it: pure functions from one record to the next, so every change is
 * a value that can be stored, compared and sent. Entries keep the library's name and category, so the screen
 * can show them while the server is out of reach.
 */

export type LibraryDefect = MetaItem<"defects">;

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only on secure pages; a tablet on the factory's own
 * network may reach a test server over plain http, where `getRandomValues` still works.
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface DefectChoice {
  severity: Severity;
  count: number;
  photoIds: string[];
}

export function newDefectEntry(
  defect: LibraryDefect,
  choice: DefectChoice,
  now: Date = new Date(),
  id: string = newId(),
): DefectEntry {
  return {
    id,
    defectId: defect.id,
    defectCode: defect.code,
    defectName: defect.name,
    category: defect.category,
    ...choice,
    recordedAt: now.toISOString(),
  };
}

export function addDefect(work: InspectionWork, entry: DefectEntry): InspectionWork {
  return { ...work, defects: [...work.defects, entry] };
}

export function updateDefect(
  work: InspectionWork,
  entryId: string,
  change: Partial<DefectChoice>,
): InspectionWork {
  return {
    ...work,
    defects: work.defects.map((entry) => (entry.id === entryId ? { ...entry, ...change } : entry)),
  };
}

export function addPhoto(work: InspectionWork, entryId: string, photoId: string): InspectionWork {
  return {
    ...work,
    defects: work.defects.map((entry) =>
      entry.id === entryId ? { ...entry, photoIds: [...entry.photoIds, photoId] } : entry,
    ),
  };
}

export function removeDefect(work: InspectionWork, entryId: string): InspectionWork {
  return { ...work, defects: work.defects.filter((entry) => entry.id !== entryId) };
}

/** One garment, one size, one point of measure: where a value goes in the measurement grid. */
export interface MeasurementSlot {
  garment: number;
  size: string;
  pointCode: string;
}

const inSlot = (slot: MeasurementSlot) => (measurement: MeasurementInput) =>
  measurement.garment === slot.garment &&
  measurement.size === slot.size &&
  measurement.pointCode === slot.pointCode;

/** Writes a value into its slot (keeping the entry's id when it changes), or clears the slot with null. */
export function recordMeasurement(
  work: InspectionWork,
  slot: MeasurementSlot,
  value: number | null,
  now: Date = new Date(),
  id: string = newId(),
): InspectionWork {
  const existing = work.measurements.find(inSlot(slot));
  if (value === null) {
    return existing ? { ...work, measurements: work.measurements.filter((m) => m !== existing) } : work;
  }
  if (existing) {
    if (existing.value === value) return work;
    return {
      ...work,
      measurements: work.measurements.map((m) =>
        m === existing ? { ...m, value, recordedAt: now.toISOString() } : m,
      ),
    };
  }
  return {
    ...work,
    measurements: [...work.measurements, { id, ...slot, value, recordedAt: now.toISOString() }],
  };
}

export function setPackaging(work: InspectionWork, change: Partial<PackagingChecks>): InspectionWork {
  return { ...work, packaging: { ...work.packaging, ...change } };
}

export function setComment(work: InspectionWork, comment: string): InspectionWork {
  return { ...work, comment: comment.slice(0, MAX_COMMENT_LENGTH) };
}

/** What PUT …/work takes: the entries without the names the server adds back from its library. */
export function toWorkInput(work: InspectionWork): InspectionWorkInput {
  return {
    defects: work.defects.map(({ id, defectId, severity, count, photoIds, recordedAt }) => ({
      id,
      defectId,
      severity,
      count,
      photoIds,
      recordedAt,
    })),
    measurements: work.measurements,
    packaging: work.packaging,
    comment: work.comment,
    carChecks: carChecksInput(work.carChecks),
  };
}

export function photoIdsOf(work: Pick<InspectionWork, "defects">): Set<string> {
  return new Set(work.defects.flatMap((entry) => entry.photoIds));
}

const PACKAGING_FIELDS = [
  "cartonCount",
  "paperTape",
  "cartonDimensions",
  "unitDimensions",
  "receivedQuantity",
] as const satisfies readonly (keyof PackagingChecks)[];

function changedEntries<T extends { id: string }>(before: readonly T[], after: readonly T[]): number {
  const old = new Map(before.map((entry) => [entry.id, JSON.stringify(entry)]));
  let changed = 0;
  for (const entry of after) {
    const was = old.get(entry.id);
    if (was !== JSON.stringify(entry)) changed += 1;
    old.delete(entry.id);
  }
  return changed + old.size;
}

/**
 * How many entries differ between two records ("3 changes saved on this tablet"): each defect and measurement
 * added, changed or removed, each packaging check, the comment and each CAR's check (its answer and comment).
 * Typing a comment is one change, not one per key.
 */
export function countChanges(before: InspectionWork, after: InspectionWork): number {
  const defects = changedEntries(
    before.defects.map(toComparableDefect),
    after.defects.map(toComparableDefect),
  );
  const measurements = changedEntries(before.measurements, after.measurements);
  const packaging = PACKAGING_FIELDS.filter(
    (field) => JSON.stringify(before.packaging[field]) !== JSON.stringify(after.packaging[field]),
  ).length;
  const carChecks = changedEntries(
    carChecksInput(before.carChecks).map((check) => ({ id: check.carId, ...check })),
    carChecksInput(after.carChecks).map((check) => ({ id: check.carId, ...check })),
  );
  return defects + measurements + packaging + (before.comment === after.comment ? 0 : 1) + carChecks;
}

/** The server fills in the library's names: a defect differs only by what the inspector chose. */
const toComparableDefect = ({ id, defectId, severity, count, photoIds }: DefectEntry) => ({
  id,
  defectId,
  severity,
  count,
  photoIds,
});

/** A garment measured so far, for the list to go back to it. */
export interface MeasuredGarment {
  garment: number;
  size: string;
  values: number;
  outOfTolerance: number;
}

/** Each garment measured, in order, with its size and how many of its values are out of tolerance. */
export function measuredGarments(work: InspectionWork, chart: SizeChart | null): MeasuredGarment[] {
  const byGarment = new Map<number, MeasuredGarment>();
  for (const measurement of work.measurements) {
    const entry = byGarment.get(measurement.garment) ?? {
      garment: measurement.garment,
      size: measurement.size,
      values: 0,
      outOfTolerance: 0,
    };
    entry.values += 1;
    if (checkMeasurement(chart, measurement).outOfTolerance) entry.outOfTolerance += 1;
    byGarment.set(measurement.garment, entry);
  }
  return [...byGarment.values()].sort((a, b) => a.garment - b.garment);
}

export function outOfToleranceCount(work: InspectionWork, chart: SizeChart | null): number {
  return work.measurements.filter((measurement) => checkMeasurement(chart, measurement).outOfTolerance)
    .length;
}

/** The size a garment was measured in, if any of its points were. */
export function sizeOfGarment(work: InspectionWork, garment: number): string | null {
  return work.measurements.find((measurement) => measurement.garment === garment)?.size ?? null;
}

/**
 * The status the inspection has on this tablet: the server's, moved on by the moves made here and not sent yet
 * (each was checked with the shared lifecycle when it was made).
 */
export function localStatus(record: Pick<LocalRecord, "base" | "moves">): InspectionStatus {
  return record.moves.reduce<InspectionStatus>((status, move) => {
    const check = checkMove(status, move.action);
    return check.allowed ? check.transition.to : status;
  }, record.base.status);
}

/**
 * The result the shared rules give what the tablet holds, for an inspection finished here and not sent yet: the
 * server computes it again when the finish arrives (with the plan it has then), so it is provisional until then.
 */
export function provisionalResult(
  record: Pick<LocalRecord, "base" | "work" | "moves">,
): "Pass" | "Fail" | null {
  if (localStatus(record) !== "FINISHED" || record.base.status === "FINISHED") return null;
  return inspectionVerdict(record.base.plan, defectTotals(record.work.defects));
}

/** Whether two records hold the same entries: what a save sends, without the names the server adds. */
export function sameWork(a: InspectionWork, b: InspectionWork): boolean {
  return JSON.stringify(toWorkInput(a)) === JSON.stringify(toWorkInput(b));
}

/** Changes, photos or moves the server has not got. */
export function hasUnsentWork(record: LocalRecord): boolean {
  return record.dirty || record.pendingPhotos.length > 0 || record.moves.length > 0;
}

/** What the tablet holds that the server has not got: each entry changed, and each move ("3 changes"). */
export function pendingChangesOf(record: LocalRecord): number {
  return (record.dirty ? countChanges(record.base.work, record.work) : 0) + record.moves.length;
}
