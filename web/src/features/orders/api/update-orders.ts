import { UpdateOrdersResultSchema, apiRoutes, type Order, type UpdateOrders } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** PUT /api/orders: skip PO lines with a reason (or change a skipped line's reason), or unskip them. */
async function updateOrders(change: UpdateOrders): Promise<Order[]> {
  const { items } = await apiRequest(apiRoutes.orders, {
    method: "PUT",
    body: change,
    schema: UpdateOrdersResultSchema,
  });
  return items;
}

export function skipOrders(orderIds: readonly string[], skipReasonId: string): Promise<Order[]> {
  return updateOrders({ action: "skip", orderIds: [...orderIds], skipReasonId });
}

/** Back to ready to inspect, in no inspection. */
export function unskipOrders(orderIds: readonly string[]): Promise<Order[]> {
  return updateOrders({ action: "unskip", orderIds: [...orderIds] });
}
