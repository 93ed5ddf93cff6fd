import type { Page, PlanRow } from "@aql-portal/shared";
import type { InspectionListQuery, StoredInspection } from "../data/inspections-repository";
import type { Services } from "../lib/services";
import { asListed } from "./listed-inspections";

/**
 * One page of a caller's own plan: the inspections assigned to them whose inspection date is in the range, by
 * inspection date (then id), as the spec's plan columns. Whatever the caller's role, only their own
 * assignments (a planner's plan is usually empty). Served by GET /api/inspection-plan and by its legacy
 * spelling, GET /api/inspections?context=planningApp (spec §7), which may narrow it with the list's filters.
 */
export async function planPage(
  services: Pick<Services, "inspections" | "inspectionWork" | "products" | "config">,
  tenantId: string,
  inspectorId: string,
  query: InspectionListQuery,
): Promise<Page<PlanRow>> {
  const page = await services.inspections.list(
    tenantId,
    { ...query, context: "planningApp" },
    { kind: "inspector", inspectorId },
  );
  const items = await asListed(services, tenantId, page.items);
  return {
    items: items.map((doc) => planRow(doc, services.config.customerName)),
    continuationToken: page.continuationToken,
  };
}

/** An inspection as a row of the inspector's plan (spec §3 "Plan columns"). */
export function planRow(doc: StoredInspection, customerName: string): PlanRow {
  return {
    id: doc.id,
    day: doc.scheduledDate,
    inspectionName: `${doc.product.styleCode} ${doc.colour.name} – ${doc.type}`,
    inspectionDate: doc.inspectionDate,
    centreId: doc.centre.id,
    centreName: doc.centre.name,
    inspectionNumber: doc.inspectionNumber,
    supplierName: doc.supplier.name,
    seasonCode: doc.seasonCode,
    poNumbers: doc.poNumbers,
    styleCode: doc.product.styleCode,
    styleName: doc.product.styleName,
    hasSizeChart: doc.product.hasSizeChart,
    colour: doc.colour.name,
    orderQuantity: doc.poQuantity,
    level: doc.level,
    sampleSize: doc.plan.sampleSize,
    allowedDefectsMaj: doc.plan.major.accept,
    allowedDefectsMin: doc.plan.minor.accept,
    totalDefects: doc.totalDefects,
    status: doc.status,
    result: doc.result,
    inspector: doc.inspector?.name ?? null,
    customerName,
  };
}
