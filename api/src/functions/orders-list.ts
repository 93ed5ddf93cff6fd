import {
  apiRoutes,
  isoDay,
  ListOrdersQuerySchema,
  type Order,
  type Page,
  OrderPageSchema,
  supplierScopeOf,
} from "@aql-portal/shared";
import { toApiOrder } from "../data/orders-repository";
import { httpFunction } from "../lib/http";

/** Without a range, PO lines from yesterday (spec §9 "select inspection minus 1 day") for a year ahead. */
const DEFAULT_DAYS_AHEAD = 365;

/**
 * GET /api/orders: one page of PO lines by delivery date — CREATE INSPECTIONS (status, readyToInspect=true
 * for lines that can go into a new inspection) and, with skipped=true, SKIPPED INSPECTIONS with their reasons.
 * Suppliers see their own supplier's lines; inspectors none (403).
 */
export const ordersList = httpFunction({
  name: "orders-list",
  route: apiRoutes.orders,
  methods: ["GET"],
  access: "inspections:list",
  response: { 200: OrderPageSchema },
  query: ListOrdersQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const scope = supplierScopeOf(user);
    const now = new Date();
    const from = query.from ?? (query.to && query.to < isoDay(now, -1) ? query.to : isoDay(now, -1));
    const to = query.to ?? isoDay(new Date(`${from}T00:00:00Z`), DEFAULT_DAYS_AHEAD);
    const page = await services.orders.list(tenantId, { ...query, from, to }, scope);
    const body: Page<Order> = {
      items: page.items.map(toApiOrder),
      continuationToken: page.continuationToken,
    };
    return { body };
  },
});
