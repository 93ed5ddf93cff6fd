import { t } from "@lingui/core/macro";
import {
  defectTotals,
  type DefectTotals,
  type Dimensions,
  type InspectionDetail,
  type InspectionWork,
  formatCount,
  formatDateTime,
} from "@aql-portal/shared";
import { carChecksInput } from "./car-checks";

export interface WorkSummary {
  /** Each defect entry as "Hole in fabric · Major × 2", in the record's order. */
  defects: { id: string; name: string; severity: string; count: number; photos: number }[];
  totals: DefectTotals;
  measurements: number;
  packaging: { label: string; value: string }[];
  comment: string;
  /** Each CAR's check as "CAR-0042 · Defect gone — comment", in the record's order. */
  carChecks: { carId: string; label: string; value: string }[];
}

const size = (value: Dimensions | null) => {
  if (!value) return "—";
  const { length, width, height } = value;
  return t`${length} × ${width} × ${height} cm`;
};
const count = (value: number | null) => (value === null ? "—" : formatCount(value));

/**
 * A record as the conflict dialog compares it: the tablet's beside the one saved elsewhere. `references` names
 * the CARs the record checks ("CAR-0042"); one it does not know goes by its id.
 */
export function summarizeWork(
  work: InspectionWork,
  references: ReadonlyMap<string, string> = new Map(),
): WorkSummary {
  const { packaging } = work;
  return {
    defects: work.defects.map((entry) => ({
      id: entry.id,
      name: entry.defectName || entry.defectCode || entry.defectId,
      severity: entry.severity.charAt(0) + entry.severity.slice(1).toLowerCase(),
      count: entry.count,
      photos: entry.photoIds.length,
    })),
    totals: defectTotals(work.defects),
    measurements: work.measurements.length,
    packaging: [
      { label: t`Cartons counted`, value: count(packaging.cartonCount) },
      {
        label: t`Paper tape`,
        value: packaging.paperTape === null ? "—" : packaging.paperTape ? t`Yes` : t`No`,
      },
      { label: t`Carton size`, value: size(packaging.cartonDimensions) },
      { label: t`Unit size`, value: size(packaging.unitDimensions) },
      { label: t`Quantity received`, value: count(packaging.receivedQuantity) },
    ],
    comment: work.comment,
    carChecks: carChecksInput(work.carChecks).map((check) => {
      const answer = check.recurred ? t`Defect recurred` : t`Defect gone`;
      return {
        carId: check.carId,
        label: references.get(check.carId) ?? check.carId,
        value: check.comment ? `${answer} — ${check.comment}` : answer,
      };
    }),
  };
}

/** The references of the CARs an inspection verifies or names ("CAR-0042"), by id. */
export function carReferences(
  inspection: Pick<InspectionDetail, "carsToVerify" | "correctiveActions">,
): Map<string, string> {
  return new Map(
    [...inspection.correctiveActions, ...inspection.carsToVerify].map((car) => [car.id, car.reference]),
  );
}

/** Who saved the record the tablet's send met, and when; null when the server does not say. */
export interface SavedElsewhere {
  /** "Riya Shah saved this inspection on 05 Jan 2026, 10:42, after this tablet last had it." */
  sentence: string;
  /** "Riya Shah · 05 Jan 2026, 10:42", under their record. */
  byline: string;
}

/** The signed-in user's own save (another device or tab) reads "You saved…". */
export function savedElsewhere(
  { workSavedBy: by, workSavedOn: on }: Pick<InspectionDetail, "workSavedBy" | "workSavedOn">,
  userId: string,
): SavedElsewhere | null {
  if (!by || !on) return null;
  const when = formatDateTime(on);
  const you = by.id === userId;
  const name = by.name;
  return {
    sentence: you
      ? t`You saved this inspection from another device or tab on ${when}, after this tablet last had it.`
      : t`${name} saved this inspection on ${when}, after this tablet last had it.`,
    byline: you ? t`You, on another device or tab · ${when}` : `${name} · ${when}`,
  };
}
