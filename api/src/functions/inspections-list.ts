import {
  isoDay,
  apiRoutes,
  ListInspectionsQuerySchema,
  type Inspection,
  type Page,
  type PlanRow,
} from "@aql-portal/shared";
import { toApiInspection, type StoredInspection } from "../data/inspections-repository";
import { inspectionScopeOf } from "../inspections/scope";
import { httpFunction } from "../lib/http";

/**
 * GET /api/inspections: one page of Manage Inspections — filtered by a date range (default yesterday to today,
 * spec §9), status, result, supplier, control point and search; sorted; paged with continuation tokens. With
 * context=planningApp: the caller's own plan (inspections assigned to them, by inspection date, spec §3
 * "Plan columns"). Suppliers see their supplier's inspections only, inspectors those assigned to them.
 */
export const inspectionsList = httpFunction({
  name: "inspections-list",
  route: apiRoutes.inspections,
  methods: ["GET"],
  access: "inspections:read",
  query: ListInspectionsQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const range = defaultRange(query.from, query.to, new Date());
    if (query.context === "planningApp") {
      const page = await services.inspections.list(
        tenantId,
        { ...query, ...range },
        { kind: "inspector", inspectorId: user.id },
      );
      const body: Page<PlanRow> = {
        items: page.items.map((doc) => planRow(doc, services.config.customerName)),
        continuationToken: page.continuationToken,
      };
      return { body };
    }
    const page = await services.inspections.list(tenantId, { ...query, ...range }, inspectionScopeOf(user));
    const body: Page<Inspection> = {
      items: page.items.map(toApiInspection),
      continuationToken: page.continuationToken,
    };
    return { body };
  },
});

/** The range asked for; a missing end defaults to yesterday (from) or today (to), never past the other end. */
export function defaultRange(from: string | undefined, to: string | undefined, now: Date) {
  const yesterday = isoDay(now, -1);
  const today = isoDay(now);
  const start = from ?? (to !== undefined && to < yesterday ? to : yesterday);
  const end = to ?? (start > today ? start : today);
  return { from: start, to: end };
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
