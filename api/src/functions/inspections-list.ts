import { z } from "zod";
import {
  isoDay,
  apiRoutes,
  ListInspectionsQuerySchema,
  type Inspection,
  type Page,
  InspectionPageSchema,
  PlanPageSchema,
  inspectionScopeOf,
} from "@aql-portal/shared";
import { toApiInspection } from "../data/inspections-repository";
import { planPage } from "../inspections/inspector-plan";
import { asListed } from "../inspections/listed-inspections";
import { httpFunction } from "../lib/http";

/**
 * GET /api/inspections: one page of Manage Inspections — filtered by a date range (default yesterday to today,
 * spec §9), status, result, supplier, control point and search; sorted; paged with continuation tokens.
 * Suppliers see their supplier's inspections only, inspectors those assigned to them. With
 * context=planningApp (the spec's legacy spelling of GET /api/inspection-plan): the caller's own plan.
 */
export const inspectionsList = httpFunction({
  name: "inspections-list",
  route: apiRoutes.inspections,
  methods: ["GET"],
  access: "inspections:read",
  response: { 200: z.union([InspectionPageSchema, PlanPageSchema]) },
  query: ListInspectionsQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const range = defaultRange(query.from, query.to, new Date());
    if (query.context === "planningApp") {
      // Spec §7's spelling of GET /api/inspection-plan (inspections-plan.ts), kept as a legacy alias.
      return { body: await planPage(services, tenantId, user.id, { ...query, ...range }) };
    }
    const page = await services.inspections.list(tenantId, { ...query, ...range }, inspectionScopeOf(user));
    const body: Page<Inspection> = {
      items: (await asListed(services, tenantId, page.items)).map(toApiInspection),
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
