import { apiRoutes, metaListSchemas, UpdateOrdersSchema } from "@aql-portal/shared";
import { toApiOrder } from "../data/orders-repository";
import { currentInspectionsOf, detachLines } from "../inspections/lots";
import { badRequest, conflict } from "../lib/errors";
import { httpFunction } from "../lib/http";

/**
 * PUT /api/orders: skip PO lines with a reason from meta/skip-reasons (a skipped line's reason can be changed
 * the same way), or unskip them (back to OPEN, in no inspection). A line in a CREATED inspection leaves it (the
 * inspection is rebuilt without it, or removed when empty); a line of a planned inspection cannot be skipped
 * (409). Inspections first, then the lines: the same request again completes a failed one.
 */
export const ordersUpdate = httpFunction({
  name: "orders-update",
  route: apiRoutes.orders,
  methods: ["PUT"],
  access: "inspections:plan",
  body: UpdateOrdersSchema,
  handler: async ({ body }, { services, tenantId }) => {
    const ids = [...new Set(body.orderIds)];
    const found = await services.orders.getMany(tenantId, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw badRequest(`Unknown PO line${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`, [
        { field: "body.orderIds", message: "names PO lines that do not exist" },
      ]);
    }
    const orders = ids.map((id) => found.get(id)).filter((o) => o !== undefined);

    if (body.action === "unskip") {
      const saved = await services.orders.updateEach(orders, (line) =>
        line.status === "SKIPPED"
          ? { ...line, status: "OPEN", skipReason: null, inspectionId: null }
          : undefined,
      );
      return { body: { items: saved.map(toApiOrder) } };
    }

    const [reason] = metaListSchemas["skip-reasons"]
      .array()
      .parse(await services.reference.list(tenantId, "skip-reasons", { id: body.skipReasonId }));
    if (!reason) {
      throw badRequest("Choose a skip reason from the list.", [
        { field: "body.skipReasonId", message: "is not a known skip reason" },
      ]);
    }
    const planned = orders.find((o) => o.status === "IN_INSPECTION");
    if (planned) {
      throw conflict(`PO ${planned.poNumber} is in a planned inspection: it cannot be skipped.`);
    }
    const inspections = await currentInspectionsOf(services, orders);
    await detachLines(services, tenantId, inspections, orders);
    const saved = await services.orders.updateEach(orders, (line) => {
      if (line.status === "IN_INSPECTION") {
        throw conflict(`PO ${line.poNumber} was planned meanwhile: it cannot be skipped.`);
      }
      const skipReason = { id: reason.id, name: reason.name };
      if (line.status === "SKIPPED" && line.inspectionId === null && line.skipReason?.id === reason.id)
        return undefined;
      return { ...line, status: "SKIPPED", inspectionId: null, skipReason };
    });
    return { body: { items: saved.map(toApiOrder) } };
  },
});
