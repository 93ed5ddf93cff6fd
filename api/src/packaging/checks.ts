import {
  checkLineProblems,
  EMPTY_PACKAGING,
  isoDay,
  messages,
  orderedQuantityOf,
  PACKAGING_DEFAULT_DAYS,
  PACKAGING_ISSUES,
  packagingOutcome,
  type CompliancePanel,
  type CompliancePanelRow,
  type PackagingCheckInput,
  type PackagingChecks,
  type PackagingIssue,
  supplierScopeOf,
} from "@aql-portal/shared";
import type { StoredInspection } from "../data/inspections-repository";
import type {
  PackagingCheckDocument,
  PackagingCheckFields,
  PackagingFilters,
  PanelCell,
} from "../data/packaging-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict, notFound } from "../lib/errors";
import type { Services } from "../lib/services";
import { referenceItems } from "../lib/reference-lists";
import { deleteCheck, upsertCheck } from "./check-writes";

/*
 * The DC's packaging checks (docs/decisions/packaging.md): who sees which, a check made from what was recorded
 * and the PO lines it names, judged against the tenant's standard, and the compliance panel's counts. The
 * computation itself is shared (packagingOutcome), so the form shows what the server will store.
 */

/** The tenant's DCs (reference list `tenant-centres`). */
const centresOf = (services: Pick<Services, "reference">, tenantId: string) =>
  referenceItems(services.reference, tenantId, "tenant-centres");

/** The period asked for, else the last PACKAGING_DEFAULT_DAYS days (today included, UK time). */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(new Date(`${to}T12:00:00Z`), 1 - PACKAGING_DEFAULT_DAYS);
  // Only a `from` after today gets here (the query's schema refuses a `from` after the `to` it names).
  if (from > to) {
    throw badRequest(`${messages.invalidDateRange} The period ends today: choose a From Date up to ${to}.`, [
      { field: "query.from", message: `must be on or before ${to}` },
    ]);
  }
  return { from, to };
}

/** The check a route names, if the caller may see it: one outside their scope is as missing as an unknown one. */
export async function loadCheck(
  services: Pick<Services, "packaging">,
  tenantId: string,
  user: UserDocument,
  id: string,
): Promise<PackagingCheckDocument> {
  const scope = supplierScopeOf(user);
  const found = await services.packaging.getCheck(tenantId, id);
  if (!found || (scope.kind === "supplier" && found.supplier.id !== scope.supplierId)) {
    throw notFound("There is no such packaging check: it may have been deleted.");
  }
  return found;
}

/**
 * A DC check from what staff entered: the centre from the tenant's centres, the PO lines (one supplier, one
 * style) for the supplier, style and PO quantity, and the outcome against the tenant's standard. Every problem
 * is reported at once, naming its field.
 */
export async function checkFromInput(
  services: Pick<Services, "reference" | "orders" | "packaging">,
  tenantId: string,
  user: UserDocument,
  input: PackagingCheckInput,
  id: string,
  now: Date,
): Promise<PackagingCheckFields> {
  const [centres, lines, standard] = await Promise.all([
    centresOf(services, tenantId),
    services.orders.getMany(tenantId, input.orderIds),
    services.packaging.standard(tenantId),
  ]);
  const problems: { field: string; message: string }[] = [];
  const centre = centres.find((candidate) => candidate.id === input.centreId);
  if (!centre)
    problems.push({ field: "body.centreId", message: `"${input.centreId}" is not one of the DCs` });
  input.orderIds.forEach((orderId, index) => {
    if (!lines.has(orderId)) {
      problems.push({
        field: `body.orderIds.${index}`,
        message: `"${orderId}" is not a PO line of this client`,
      });
    }
  });
  const found = [...lines.values()];
  for (const message of checkLineProblems(found)) problems.push({ field: "body.orderIds", message });
  const [first] = found;
  if (!centre || !first || problems.length > 0) {
    throw badRequest(
      `The packaging check was not saved: ${problems.map((p) => `${p.field} ${p.message}`).join("; ")}`,
      problems,
    );
  }
  const checks = measurementsOf(input);
  const poQuantity = orderedQuantityOf(found);
  return {
    id,
    centre: { id: centre.id, name: centre.name, code: centre.code },
    bookingReference: input.bookingReference.toUpperCase(),
    supplier: first.supplier,
    styleCode: first.styleCode,
    styleName: first.styleName,
    colour: [...new Set(found.map((line) => line.colourName))].join(", "),
    poNumbers: [...new Set(found.map((line) => line.poNumber))],
    orderIds: input.orderIds,
    poQuantity,
    checks,
    outcome: packagingOutcome(checks, poQuantity, standard),
    source: { kind: "dc" },
    checkedBy: { id: user.id, name: user.name },
    checkedOn: now.toISOString(),
    checkedDay: isoDay(now),
  };
}

const measurementsOf = (input: PackagingChecks): PackagingChecks => ({
  cartonCount: input.cartonCount,
  paperTape: input.paperTape,
  cartonDimensions: input.cartonDimensions,
  unitDimensions: input.unitDimensions,
  receivedQuantity: input.receivedQuantity,
});

const isEmpty = (checks: PackagingChecks) =>
  Object.values(checks).every((value) => value === null || value === undefined);

const sameChecks = (a: PackagingChecks, b: PackagingChecks) => JSON.stringify(a) === JSON.stringify(b);

/** The check an inspection's packaging panel makes: one per inspection, named after it. */
export const inspectionCheckId = (inspectionId: string) => `inspection-${inspectionId}`;

/**
 * The inspector's packaging panel feeds the same records as the DC: when a save changes the inspection's
 * packaging checks, its check is written (its booking reference the submission number, else the inspection's
 * number), and removed when the panel is emptied again. Nothing is written when the packaging did not change.
 */
export async function recordInspectionPackaging(
  services: Pick<Services, "reference" | "packaging">,
  user: UserDocument,
  inspection: StoredInspection,
  before: PackagingChecks,
  after: PackagingChecks,
  now = new Date(),
): Promise<void> {
  if (sameChecks({ ...EMPTY_PACKAGING, ...before }, after)) return;
  const id = inspectionCheckId(inspection.id);
  if (isEmpty(after)) {
    await deleteCheck(services, inspection.tenantId, id);
    return;
  }
  const [centres, standard] = await Promise.all([
    centresOf(services, inspection.tenantId),
    services.packaging.standard(inspection.tenantId),
  ]);
  const centre = centres.find((candidate) => candidate.id === inspection.centre.id);
  const { poQuantity, inspectionNumber: number } = inspection;
  await upsertCheck(
    services,
    inspection.tenantId,
    {
      id,
      centre: { ...inspection.centre, code: centre?.code ?? inspection.centre.id },
      bookingReference: inspection.submissionNumber ?? number,
      supplier: inspection.supplier,
      styleCode: inspection.product.styleCode,
      styleName: inspection.product.styleName,
      colour: inspection.colour.name,
      poNumbers: inspection.poNumbers,
      orderIds: [],
      poQuantity,
      checks: after,
      outcome: packagingOutcome(after, poQuantity, standard),
      source: { kind: "inspection", inspectionId: inspection.id, inspectionNumber: number },
      checkedBy: { id: user.id, name: user.name },
      checkedOn: now.toISOString(),
      checkedDay: isoDay(now),
    },
    now,
  );
}

/** How many of the supplier's issues the panel lists. */
const TOP_ISSUES = 3;

/** The compliance panel from the period's counts: per supplier, worst first, and the totals. */
export function compliancePanel(cells: readonly PanelCell[], period: PackagingFilters): CompliancePanel {
  const rows = new Map<string, { row: CompliancePanelRow; issues: Map<PackagingIssue, number> }>();
  const totals = { row: emptyRow(), issues: new Map<PackagingIssue, number>() };
  for (const cell of cells) {
    let entry = rows.get(cell.supplier.id);
    if (!entry) {
      entry = { row: { supplier: cell.supplier, ...emptyRow() }, issues: new Map() };
      rows.set(cell.supplier.id, entry);
    }
    for (const target of [entry, totals]) {
      target.row.checks += cell.compliant + cell.nonCompliant + cell.pending;
      target.row.compliant += cell.compliant;
      target.row.nonCompliant += cell.nonCompliant;
      target.row.pending += cell.pending;
      for (const [issue, count] of Object.entries(cell.issues) as [PackagingIssue, number][]) {
        target.issues.set(issue, (target.issues.get(issue) ?? 0) + count);
      }
    }
  }
  const finished = <T extends Omit<CompliancePanelRow, "supplier">>(
    row: T,
    issues: Map<PackagingIssue, number>,
  ): T => {
    const decided = row.compliant + row.nonCompliant;
    return {
      ...row,
      compliantShare: decided === 0 ? null : row.compliant / decided,
      topIssues: [...issues]
        .sort(
          ([a, countA], [b, countB]) =>
            countB - countA || PACKAGING_ISSUES.indexOf(a) - PACKAGING_ISSUES.indexOf(b),
        )
        .slice(0, TOP_ISSUES)
        .map(([issue, count]) => ({ issue, count })),
    };
  };
  const suppliers = [...rows.values()]
    .map(({ row, issues }) => finished(row, issues))
    .sort(
      (a, b) =>
        (a.compliantShare ?? 2) - (b.compliantShare ?? 2) ||
        b.checks - a.checks ||
        a.supplier.name.localeCompare(b.supplier.name),
    );
  return { from: period.from, to: period.to, totals: finished(totals.row, totals.issues), suppliers };
}

const emptyRow = (): Omit<CompliancePanelRow, "supplier"> => ({
  checks: 0,
  compliant: 0,
  nonCompliant: 0,
  pending: 0,
  compliantShare: null,
  topIssues: [],
});

/** A check recorded on the tablet belongs to its inspection: it changes there, not on the DC's page. */
export function assertRecordedAtDc(check: PackagingCheckDocument): void {
  if (check.source.kind === "inspection") {
    throw conflict(
      `This check was recorded during inspection ${check.source.inspectionNumber}: change it in that inspection's packaging panel.`,
    );
  }
}
