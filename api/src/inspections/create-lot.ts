import type { OrderDocument } from "../data/orders-repository";
import type { InspectionWriteStores } from "./inspection-writes";
import type { StoredInspection } from "../data/inspections-repository";
import { badRequest, conflict } from "../lib/errors";
import type { Services } from "../lib/services";
import { assertPlannableSupplier, supplierPlanning } from "../switching/supplier-switching";
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
} from "./lots";

/**
 * A planner makes one lot of selected PO lines (CREATE INSPECTIONS): one CREATED inspection of one style and
 * colour (the shared lot rules), its lot the sum of their order quantities, its plan a new lot's with the tenant's
 * AQLs and the tables in force for its supplier — refused (409) while its supplier's inspection is discontinued
 * (docs/decisions/switching-rules.md). Lines may come from CREATED inspections (an import's grouping, or another draft), which lose them; lines
 * of a planned inspection or skipped lines are refused (409). A lot keeps its number: when the selection holds
 * every line of an inspection (the import's lot, say), that inspection is the one answered, grown by any other
 * lines selected. The same selection sent again answers the inspection it made and completes any writes a failure
 * left undone, in their order: the inspection, then detaching lines from others, then the lines themselves.
 */
export async function createLot(
  services: InspectionWriteStores & Pick<Services, "orders" | "products">,
  tenantId: string,
  orderIds: readonly string[],
): Promise<{ inspection: StoredInspection; created: boolean }> {
  const orders = await namedLines(services, tenantId, orderIds);
  const ids = orders.map((order) => order.id);
  const readBefore = new Map(orders.map((order) => [order.id, order.inspectionId]));
  checkOneLot(orders);
  const skipped = orders.find((o) => o.status === "SKIPPED");
  if (skipped) throw conflict(`PO ${skipped.poNumber} is skipped: unskip it before inspecting it.`);
  const [first] = orders;
  if (!first) throw badRequest("Select at least one PO line.");
  const { severities, discontinued } = await supplierPlanning(services, tenantId, first.supplier.id);
  assertPlannableSupplier({ severities, discontinued }, first.supplier);

  const holding = await inspectionsHolding(services, orders);
  const kept = keptLot(orders, holding);
  const id = kept?.id ?? inspectionIdForOrders(tenantId, ids);
  const previous = new Map([...holding].filter(([key]) => key !== id));
  assertRegroupable(orders, previous);
  const made = kept
    ? { inspection: await growLot(services, tenantId, kept, orders, severities), created: false }
    : await createLotOnce(services, tenantId, id, orders, severities);

  await detachLines(services, tenantId, previous, orders);
  await joinLot(services, made.inspection, orders, readBefore);
  return made;
}

/** Points the lines at their lot, with its status; a line someone else took or skipped meanwhile is a 409. */
async function joinLot(
  services: Pick<Services, "orders">,
  inspection: StoredInspection,
  orders: readonly OrderDocument[],
  readBefore: ReadonlyMap<string, string | null>,
): Promise<void> {
  const status = orderStatusFor(inspection.status);
  await services.orders.updateEach(orders, (line) => {
    if (line.inspectionId === inspection.id) {
      return line.status === status && line.arrangedByPlanner
        ? undefined
        : { ...line, status, arrangedByPlanner: true };
    }
    // Taken meanwhile by someone else's selection, or skipped: this request must not override them.
    const expected = readBefore.get(line.id) ?? null;
    if (line.status === "SKIPPED" || (line.inspectionId !== null && line.inspectionId !== expected)) {
      throw conflict(`PO ${line.poNumber} was changed by someone else meanwhile: reload and try again.`);
    }
    return { ...line, inspectionId: inspection.id, status, arrangedByPlanner: true };
  });
}
