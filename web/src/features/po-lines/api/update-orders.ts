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

/** A reason from meta/skip-reasons, with the planner's words when the reason asks for them ("Other"). */
export interface SkipReasonChoice {
  skipReasonId: string;
  skipReasonDetail?: string | undefined;
}

export function skipOrders(
  orderIds: readonly string[],
  { skipReasonId, skipReasonDetail }: SkipReasonChoice,
): Promise<Order[]> {
  return updateOrders({
    action: "skip",
    orderIds: [...orderIds],
    skipReasonId,
    ...(skipReasonDetail === undefined ? {} : { skipReasonDetail }),
  });
}

/** Back to ready to inspect, in no inspection. */
export function unskipOrders(orderIds: readonly string[]): Promise<Order[]> {
  return updateOrders({ action: "unskip", orderIds: [...orderIds] });
}
