import { apiRoutes, CreateInspectionSchema } from "@aql-portal/shared";
import { monthPartitionKey } from "../data/orders-repository";
import { toApiInspection } from "../data/inspections-repository";
import {
  checkOneLot,
  currentInspectionsOf,
  detachLines,
  inspectionIdForOrders,
  namedLines,
  newInspectionFields,
  orderStatusFor,
} from "../inspections/lots";
import { conflict } from "../lib/errors";
import { httpFunction } from "../lib/http";

/**
 * POST /api/inspections: one CREATED inspection from selected PO lines of one style and colour (CREATE
 * INSPECTIONS); its lot is the sum of their order quantities, its plan level II with the tenant's AQLs.
 * Lines may come from CREATED inspections (an import's grouping, or another draft), which lose them; lines of a
 * planned inspection or skipped lines are refused (409). The same selection sent again answers the inspection
 * it made (200) and completes any writes a failure left undone: create, then detach, then the lines.
 */
export const inspectionsCreate = httpFunction({
  name: "inspections-create",
  route: apiRoutes.inspections,
  methods: ["POST"],
  access: "inspections:plan",
  body: CreateInspectionSchema,
  handler: async ({ body }, { services, tenantId }) => {
    const orders = await namedLines(services, tenantId, body.orderIds);
    const ids = orders.map((order) => order.id);
    const readBefore = new Map(orders.map((order) => [order.id, order.inspectionId]));
    checkOneLot(orders);
    const skipped = orders.find((o) => o.status === "SKIPPED");
    if (skipped) throw conflict(`PO ${skipped.poNumber} is skipped: unskip it before inspecting it.`);

    const id = inspectionIdForOrders(tenantId, ids);
    const partitionKey = monthPartitionKey(tenantId, orders[0]?.deliveryDate ?? "");
    const previous = await currentInspectionsOf(services, orders, id);
    const existing = await services.inspections.get({ id, partitionKey });
    const created = existing
      ? undefined
      : await services.inspections.create(
          tenantId,
          await newInspectionFields(services, tenantId, id, orders),
        );
    const inspection = created ?? (await services.inspections.findById(tenantId, id));
    if (!inspection) throw new Error(`Inspection ${id} was neither created nor found`);

    await detachLines(services, tenantId, previous, orders);
    const status = orderStatusFor(inspection.status);
    await services.orders.updateEach(orders, (line) => {
      if (line.inspectionId === id) return line.status === status ? undefined : { ...line, status };
      // Taken meanwhile by someone else's selection, or skipped: this request must not override them.
      const expected = readBefore.get(line.id) ?? null;
      if (line.status === "SKIPPED" || (line.inspectionId !== null && line.inspectionId !== expected)) {
        throw conflict(`PO ${line.poNumber} was changed by someone else meanwhile: reload and try again.`);
      }
      return { ...line, inspectionId: id, status };
    });
    return { status: created ? 201 : 200, body: toApiInspection(inspection) };
  },
});
