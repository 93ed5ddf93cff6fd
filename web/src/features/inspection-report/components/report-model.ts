import { plural, t } from "@lingui/core/macro";
import {
  can,
  movesFrom,
  checkMeasurement,
  type DefectClassRow,
  type DefectEntry,
  type InspectionDetail,
  type InspectionStatus,
  type InspectionTransition,
  type MeasurementCheck,
  type MeasurementInput,
  type PackagingChecks,
  type ReportVersion,
  type RoleName,
  type Severity,
  type SizeChart,
  isReported,
  mayPassCommercially,
} from "@aql-portal/shared";
import { SEVERITIES } from "../../../components/ui/severity";
import { overLimit } from "../../../lib/plan-tables";

/**
 * What the AQL Inspection Report shows and offers, worked out from the inspection and the role: plain
 * functions, so the page only draws them.
 */

/** The lifecycle's reviewer moves (close, reopen) from this status, when the role may make them. */
export function reviewMoves(status: InspectionStatus, role: RoleName): InspectionTransition[] {
  return can(role, "inspections:review") ? movesFrom(status, "inspections:review") : [];
}

/** A reviewer may pass a failed lot commercially once it is finished (or closed). */
export function mayCommercialPass(
  inspection: Pick<InspectionDetail, "status" | "result">,
  role: RoleName,
): boolean {
  return can(role, "inspections:review") && mayPassCommercially(inspection);
}

/** "6 major defects": a count of one class's defects. */
function defectsOfClass(severity: Severity, found: number): string {
  switch (severity) {
    case "CRITICAL":
      return plural(found, { one: "# critical defect", other: "# critical defects" });
    case "MAJOR":
      return plural(found, { one: "# major defect", other: "# major defects" });
    case "MINOR":
      return plural(found, { one: "# minor defect", other: "# minor defects" });
  }
}

/** One line on why the result is what it is. */
export function resultExplanation(
  inspection: Pick<InspectionDetail, "status" | "result">,
  rows: readonly DefectClassRow[],
): string {
  // A class fails the lot at Re (on a Z1.4 reduced plan Re may be more than Ac + 1): Re − 1 is the most accepted.
  const over = rows.filter(overLimit);
  const overEach = over.map((row) => {
    const defects = defectsOfClass(row.severity, row.found);
    const most = row.reject - 1;
    return most === 0 ? t`${defects} (none accepted)` : t`${defects} (${most} accepted)`;
  });
  const overWords =
    overEach.length === 0 ? "" : overEach.reduce((defects, moreDefects) => t`${defects} and ${moreDefects}`);
  switch (inspection.result) {
    case "Pending":
      return isReported(inspection.status)
        ? t`No result was recorded.`
        : t`The result is worked out when the inspector finishes the inspection.`;
    case "Pass":
      return t`No critical defect, and major and minor defects within the accept numbers.`;
    case "Fail":
      return over.length > 0 ? t`Failed on ${overWords}.` : t`Failed against the accept numbers.`;
    case "Comm. Pass":
      return over.length > 0
        ? t`Failed on ${overWords}, then passed commercially by a reviewer.`
        : t`Passed commercially by a reviewer.`;
  }
}

/** Defects by class (critical first), then in the order they were recorded. */
export function sortedDefects(defects: readonly DefectEntry[]): DefectEntry[] {
  return [...defects].sort(
    (a, b) =>
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
      a.recordedAt.localeCompare(b.recordedAt),
  );
}

export interface MeasurementRow {
  id: string;
  garment: number;
  size: string;
  pointCode: string;
  /** The point's name from the size chart, when the chart has it. */
  pointName: string | null;
  value: number;
  check: MeasurementCheck;
}

/** Measurements by garment, size and the chart's order of points, each judged against the chart. */
export function measurementRows(
  measurements: readonly MeasurementInput[],
  chart: SizeChart | null,
): MeasurementRow[] {
  const pointIndex = (code: string) => {
    const index = chart?.points.findIndex((point) => point.code === code) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const sizeIndex = (size: string) => {
    const index = chart?.sizes.indexOf(size) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...measurements]
    .sort(
      (a, b) =>
        a.garment - b.garment ||
        sizeIndex(a.size) - sizeIndex(b.size) ||
        a.size.localeCompare(b.size) ||
        pointIndex(a.pointCode) - pointIndex(b.pointCode) ||
        a.pointCode.localeCompare(b.pointCode),
    )
    .map((measurement) => ({
      id: measurement.id,
      garment: measurement.garment,
      size: measurement.size,
      pointCode: measurement.pointCode,
      pointName: chart?.points.find((point) => point.code === measurement.pointCode)?.name ?? null,
      value: measurement.value,
      check: checkMeasurement(chart, measurement),
    }));
}

const centimetres = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "52.5" */
export function formatCentimetres(value: number): string {
  return centimetres.format(value);
}

/** "+0.5", "−1.2", "0.0": a deviation from the specification, signed. */
export function formatDeviation(deviation: number): string {
  if (deviation > 0) return `+${centimetres.format(deviation)}`;
  if (deviation < 0) return `−${centimetres.format(-deviation)}`;
  return centimetres.format(0);
}

/** Whether the inspector recorded any carton or packaging check. */
export function hasPackagingChecks(packaging: PackagingChecks): boolean {
  return Object.values(packaging).some((value) => value !== null);
}

export interface VersionRow {
  id: string;
  /** Spec §2: the 1-based position after sorting by updatedOn ascending. */
  number: number;
  updatedOn: string;
  updatedBy: string;
  reason: string;
  url: string;
}

/** Spec §2 Version history: versions numbered by their date, oldest first. */
export function numberVersions(versions: readonly ReportVersion[]): VersionRow[] {
  return [...versions]
    .sort((a, b) => Date.parse(a.updatedOn) - Date.parse(b.updatedOn))
    .map((version, index) => ({
      id: version.id,
      number: index + 1,
      updatedOn: version.updatedOn,
      updatedBy: version.updatedBy,
      reason: version.reason,
      url: version.inspectionReportUrl,
    }));
}

/** Spec §4: select-all is checked exactly when every version is selected. */
export function allSelected(rows: readonly VersionRow[], selected: ReadonlySet<string>): boolean {
  return rows.length > 0 && rows.every((row) => selected.has(row.id));
}

/** Select-all selects every version, or clears them all when all were selected. */
export function toggleAll(rows: readonly VersionRow[], selected: ReadonlySet<string>): Set<string> {
  return allSelected(rows, selected) ? new Set() : new Set(rows.map((row) => row.id));
}
