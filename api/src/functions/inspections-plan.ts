import { apiRoutes, ListInspectionsQuerySchema, PlanPageSchema } from "@aql-portal/shared";
import { z } from "zod";
import { planPage } from "../inspections/inspector-plan";
import { httpFunction } from "../lib/http";
import { defaultRange } from "./inspections-list";

/**
 * The plan's query: a page and a range of inspection days, each parsed as the inspections list parses it (the
 * range: from ≤ to, at most 366 days). The list's other filters are not the plan's: 400 naming the key.
 */
const InspectionPlanQuerySchema = z
  .object({ pageSize: z.unknown(), continuationToken: z.unknown(), from: z.unknown(), to: z.unknown() })
  .partial()
  .strict()
  .pipe(ListInspectionsQuerySchema);

/**
 * GET /api/inspection-plan: one page of the caller's own plan, the inspections assigned to them by inspection
 * date over a range of days (default yesterday to today, spec §9), as the spec's plan columns (§3). The
 * inspector's plan page reads it; GET /api/inspections?context=planningApp answers the same (legacy alias).
 */
export const inspectionsPlan = httpFunction({
  name: "inspections-plan",
  route: apiRoutes.inspectionPlan,
  methods: ["GET"],
  access: "inspections:read",
  response: { 200: PlanPageSchema },
  query: InspectionPlanQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const range = defaultRange(query.from, query.to, new Date());
    return { body: await planPage(services, tenantId, user.id, { ...query, ...range }) };
  },
});
