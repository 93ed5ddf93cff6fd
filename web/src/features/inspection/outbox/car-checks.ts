import { plural, t } from "@lingui/core/macro";
import type { CarCheck, CarMention, CarToVerify, InspectionWork } from "@aql-portal/shared";

/**
 * The inspector's verification of the supplier's accepted corrective action requests (CARs) at this inspection, as
 * the tablet edits it: one check per CAR in the record's `carChecks`, saved and sent with the rest of the record
 * (so it is kept offline), and made by the server when the inspection is first finished — the defect gone verifies
 * the CAR, the defect recurred re-opens it for the supplier (docs/decisions/corrective-actions.md). Until then the
 * inspector may change or clear an answer.
 */

/** `CarCheckSchema`'s limit on a check's comment. */
export const CAR_COMMENT_LENGTH = 400;

export function carCheckOf(work: Pick<InspectionWork, "carChecks">, carId: string): CarCheck | null {
  return work.carChecks.find((check) => check.carId === carId) ?? null;
}

/**
 * Answers a CAR's check — `recurred` false: the defect is gone; true: it came back — keeping a comment already
 * written; null clears the answer (and its comment: a comment goes with an answer).
 */
export function setCarAnswer(work: InspectionWork, carId: string, recurred: boolean | null): InspectionWork {
  const existing = carCheckOf(work, carId);
  if (recurred === null) {
    return existing ? { ...work, carChecks: work.carChecks.filter((check) => check !== existing) } : work;
  }
  if (existing) {
    if (existing.recurred === recurred) return work;
    return {
      ...work,
      carChecks: work.carChecks.map((check) => (check === existing ? { ...check, recurred } : check)),
    };
  }
  return { ...work, carChecks: [...work.carChecks, { carId, recurred, comment: "" }] };
}

/** The comment on an answered check, within its limit; a CAR not answered yet takes none. */
export function setCarComment(work: InspectionWork, carId: string, comment: string): InspectionWork {
  const existing = carCheckOf(work, carId);
  if (!existing) return work;
  const kept = comment.slice(0, CAR_COMMENT_LENGTH);
  if (existing.comment === kept) return work;
  return {
    ...work,
    carChecks: work.carChecks.map((check) => (check === existing ? { ...check, comment: kept } : check)),
  };
}

/**
 * The checks as PUT …/work takes them: comments trimmed, as the server keeps them, so a record sent and answered
 * back compares the same (a comment typed with a space at its end is not a change the server lost).
 */
export function carChecksInput(checks: readonly CarCheck[]): CarCheck[] {
  return checks.map(({ carId, recurred, comment }) => ({ carId, recurred, comment: comment.trim() }));
}

/** The CARs this inspection has to verify that the record does not answer yet. */
export function unverifiedCars(
  cars: readonly CarToVerify[],
  work: Pick<InspectionWork, "carChecks">,
): CarToVerify[] {
  return cars.filter((car) => carCheckOf(work, car.id) === null);
}

/** "2 corrective actions not verified", for the finish and the tab. */
export function notVerifiedWording(count: number): string {
  return plural(count, {
    one: "# corrective action not verified",
    other: "# corrective actions not verified",
  });
}

/** What a CAR asks the inspector to look for: "seam puckering, broken stitch". */
export function carDefectNames(car: Pick<CarToVerify, "defects">): string {
  return car.defects.map((defect) => defect.defectName).join(", ");
}

/** The sentence a finish's confirmation adds: what happens to the CARs this inspection verifies, or leaves. */
export function carsAtFinish(
  cars: readonly CarToVerify[],
  work: Pick<InspectionWork, "carChecks">,
): string | null {
  if (cars.length === 0) return null;
  const waiting = unverifiedCars(cars, work);
  const recurred = cars.filter((car) => carCheckOf(work, car.id)?.recurred === true);
  const gone = cars.filter((car) => carCheckOf(work, car.id)?.recurred === false);
  const references = (list: readonly CarToVerify[]) => list.map((car) => car.reference).join(", ");
  const goneReferences = references(gone);
  const recurredReferences = references(recurred);
  const waitingReferences = references(waiting);
  const waitingCount = waiting.length;
  const sentences = [
    gone.length > 0 ? t`${goneReferences} will be verified (defect gone).` : null,
    recurred.length > 0 ? t`${recurredReferences} will re-open for the supplier (defect recurred).` : null,
    waitingCount > 0
      ? plural(waitingCount, {
          one: `# corrective action not verified (${waitingReferences}): it stays for a later inspection to verify.`,
          other: `# corrective actions not verified (${waitingReferences}): they stay for a later inspection to verify.`,
        })
      : null,
  ];
  return sentences.filter((sentence) => sentence !== null).join(" ");
}

/** A check the record holds for a CAR no longer offered to verify here, named as the report names it. */
export interface CheckedCar {
  check: CarCheck;
  /** "CAR-0042", or the CAR's id when the inspection names it nowhere else. */
  reference: string;
  /** The CAR's state now, when the inspection names it (verified or re-opened at it). */
  mention: CarMention | null;
}

/**
 * The checks the record holds for CARs that are not (or no longer) offered to verify: once the inspection is
 * finished the server offers none, and a reviewer may close a CAR while the tablet works offline.
 */
export function checksNotOffered(
  cars: readonly CarToVerify[],
  mentions: readonly CarMention[],
  work: Pick<InspectionWork, "carChecks">,
): CheckedCar[] {
  const offered = new Set(cars.map((car) => car.id));
  return work.carChecks
    .filter((check) => !offered.has(check.carId))
    .map((check) => {
      const mention = mentions.find((candidate) => candidate.id === check.carId) ?? null;
      return { check, reference: mention?.reference ?? check.carId, mention };
    });
}
