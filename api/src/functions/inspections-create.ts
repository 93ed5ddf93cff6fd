import { apiRoutes, CreateInspectionSchema, InspectionSchema } from "@aql-portal/shared";
import { toApiInspection } from "../data/inspections-repository";
import {
  assertRegroupable,
  checkOneLot,
  createLotOnce,
  detachLines,
  growLot,
  inspectionIdForOrders,
  inspectionsHolding,
  keptLot,
  namedLines,
  orderStatusFor,
} from "../inspections/lots";
import { conflict } from "../lib/errors";
import { httpFunction } from "../lib/http";

/**
 * POST /api/inspections: one CREATED inspection from selected PO lines of one style and colour (CREATE
 * INSPECTIONS); its lot is the sum of their order quantities, its plan level II with the tenant's AQLs.
 * Lines may come from CREATED inspections (an import's grouping, or another draft), which lose them; lines of a
 * planned inspection or skipped lines are refused (409). A lot keeps its number: when the selection holds every
 * line of an inspection (the import's lot, say), that inspection is the one answered, grown by any other lines
 * selected (200). The same selection sent again answers the inspection it made (200) and completes any writes a
 * failure left undone: the inspection, then detach, then the lines.
 */
export const inspectionsCreate = httpFunction({
  name: "inspections-create",
  route: apiRoutes.inspections,
  methods: ["POST"],
  access: "inspections:plan",
  response: { 200: InspectionSchema, 201: InspectionSchema },
  body: CreateInspectionSchema,
  handler: async ({ body }, { services, tenantId }) => {
    const orders = await namedLines(services, tenantId, body.orderIds);
    const ids = orders.map((order) => order.id);
    const readBefore = new Map(orders.map((order) => [order.id, order.inspectionId]));
    checkOneLot(orders);
    const skipped = orders.find((o) => o.status === "SKIPPED");
    if (skipped) throw conflict(`PO ${skipped.poNumber} is skipped: unskip it before inspecting it.`);

    const holding = await inspectionsHolding(services, orders);
    const kept = keptLot(orders, holding);
    const id = kept?.id ?? inspectionIdForOrders(tenantId, ids);
    const previous = new Map([...holding].filter(([key]) => key !== id));
    assertRegroupable(orders, previous);
    const { inspection, created } = kept
      ? { inspection: await growLot(services, tenantId, kept, orders), created: false }
      : await createLotOnce(services, tenantId, id, orders);

    await detachLines(services, tenantId, previous, orders);
    const status = orderStatusFor(inspection.status);
    await services.orders.updateEach(orders, (line) => {
      if (line.inspectionId === id) {
        return line.status === status && line.arrangedByPlanner
          ? undefined
          : { ...line, status, arrangedByPlanner: true };
      }
      // Taken meanwhile by someone else's selection, or skipped: this request must not override them.
      const expected = readBefore.get(line.id) ?? null;
      if (line.status === "SKIPPED" || (line.inspectionId !== null && line.inspectionId !== expected)) {
        throw conflict(`PO ${line.poNumber} was changed by someone else meanwhile: reload and try again.`);
      }
      return { ...line, inspectionId: id, status, arrangedByPlanner: true };
    });
    return { status: created ? 201 : 200, body: toApiInspection(inspection) };
  },
});
