import { type SkipReasonRef, type UpdateOrders } from "@aql-portal/shared";
import type { InspectionWriteStores } from "./inspection-writes";
import type { OrderDocument } from "../data/orders-repository";
import { badRequest, conflict } from "../lib/errors";
import type { Services } from "../lib/services";
import { currentInspectionsOf, detachLines, namedLines } from "./lots";
import { referenceItems } from "../lib/reference-lists";

/**
 * Skipping PO lines (SKIPPED INSPECTIONS) and taking them back. A line in a CREATED inspection leaves it (the
 * inspection is rebuilt without it, or removed when empty); a line of a planned inspection cannot be skipped
 * (409). Inspections first, then the lines: the same request again completes a failed one.
 */
export async function updateOrders(
  services: InspectionWriteStores & Pick<Services, "orders" | "reference">,
  tenantId: string,
  change: UpdateOrders,
): Promise<OrderDocument[]> {
  const orders = await namedLines(services, tenantId, change.orderIds);

  if (change.action === "unskip") {
    return services.orders.updateEach(orders, (line) =>
      line.status === "SKIPPED"
        ? { ...line, status: "OPEN", skipReason: null, inspectionId: null, arrangedByPlanner: true }
        : undefined,
    );
  }

  const [reason] = await referenceItems(services.reference, tenantId, "skip-reasons", {
    id: change.skipReasonId,
  });
  if (!reason) {
    throw badRequest("Choose a skip reason from the list.", [
      { field: "body.skipReasonId", message: "is not a known skip reason" },
    ]);
  }
  const detail = change.skipReasonDetail;
  if (reason.detailRequired && detail === undefined) {
    throw badRequest(`Say why in words: "${reason.name}" needs the reason written down.`, [
      { field: "body.skipReasonDetail", message: `is required when the reason is ${reason.name}` },
    ]);
  }
  if (!reason.detailRequired && detail !== undefined) {
    throw badRequest(`Only a reason that asks for words takes them: "${reason.name}" does not.`, [
      {
        field: "body.skipReasonDetail",
        message: `is only for a reason that asks for words, not ${reason.name}`,
      },
    ]);
  }
  const planned = orders.find((o) => o.status === "IN_INSPECTION");
  if (planned) {
    throw conflict(`PO ${planned.poNumber} is in a planned inspection: it cannot be skipped.`);
  }
  const inspections = await currentInspectionsOf(services, orders);
  await detachLines(services, tenantId, inspections, orders);
  return services.orders.updateEach(orders, (line) => {
    if (line.status === "IN_INSPECTION") {
      throw conflict(`PO ${line.poNumber} was planned meanwhile: it cannot be skipped.`);
    }
    const skipReason: SkipReasonRef = { id: reason.id, name: reason.name, ...(detail ? { detail } : {}) };
    if (
      line.status === "SKIPPED" &&
      line.inspectionId === null &&
      line.skipReason?.id === reason.id &&
      line.skipReason.detail === detail
    )
      return undefined;
    return { ...line, status: "SKIPPED", inspectionId: null, skipReason, arrangedByPlanner: true };
  });
}
