import { apiRoutes, UpdateOrdersSchema, UpdateOrdersResultSchema } from "@aql-portal/shared";
import { toApiOrder } from "../data/orders-repository";
import { updateOrders } from "../inspections/skipping";
import { httpFunction } from "../lib/http";

/**
 * PUT /api/orders: skip PO lines with a reason from meta/skip-reasons (a skipped line's reason can be changed
 * the same way), or unskip them (back to OPEN, in no inspection). The rules: ../inspections/skipping.ts.
 */
export const ordersUpdate = httpFunction({
  name: "orders-update",
  route: apiRoutes.orders,
  methods: ["PUT"],
  access: "inspections:plan",
  response: { 200: UpdateOrdersResultSchema },
  body: UpdateOrdersSchema,
  handler: async ({ body }, { services, tenantId }) => {
    const saved = await updateOrders(services, tenantId, body);
    return { body: { items: saved.map(toApiOrder) } };
  },
});
