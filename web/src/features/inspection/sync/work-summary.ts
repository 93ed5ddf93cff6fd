import { defectTotals, type DefectTotals, type Dimensions, type InspectionWork } from "@aql-portal/shared";
import { formatCount } from "../../../lib/format";

export interface WorkSummary {
  /** Each defect entry as "Hole in fabric · Major × 2", in the record's order. */
  defects: { id: string; name: string; severity: string; count: number; photos: number }[];
  totals: DefectTotals;
  measurements: number;
  packaging: { label: string; value: string }[];
  comment: string;
}

const size = (value: Dimensions | null) =>
  value ? `${value.length} × ${value.width} × ${value.height} cm` : "—";
const count = (value: number | null) => (value === null ? "—" : formatCount(value));

/** A record as the conflict dialog compares it: the tablet's beside the one saved elsewhere. */
export function summarizeWork(work: InspectionWork): WorkSummary {
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
      { label: "Cartons counted", value: count(packaging.cartonCount) },
      {
        label: "Paper tape",
        value: packaging.paperTape === null ? "—" : packaging.paperTape ? "Yes" : "No",
      },
      { label: "Carton size", value: size(packaging.cartonDimensions) },
      { label: "Unit size", value: size(packaging.unitDimensions) },
      { label: "Quantity received", value: count(packaging.receivedQuantity) },
    ],
    comment: work.comment,
  };
}
