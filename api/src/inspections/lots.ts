import { createHash } from "node:crypto";
import {
  INITIAL_CLIENT_DECISION,
  inspectionNumberOf,
  orderedQuantityOf,
  newLotPlan,
  type InspectionStatus,
  type OrderStatus,
  type PlanSeverities,
  isLotOpen,
  whyNotOneLot,
} from "@aql-portal/shared";
import {
  completeInspection,
  sameInspection,
  type InspectionDocument,
  type InspectionFields,
  type StoredInspection,
} from "../data/inspections-repository";
import { orderId, type OrderDocument, type OrderFields } from "../data/orders-repository";
import type { ProductFields } from "../data/products-repository";
import { isStorageError } from "../data/storage-errors";
import { badRequest, conflict } from "../lib/errors";
import type { Services } from "../lib/services";
import { tenantAqls, withPlan } from "./sampling-plan";
import { supplierPlanning } from "../switching/supplier-switching";
import {
  createInspection,
  deleteInspection,
  replaceInspection,
  type InspectionWriteStores,
} from "./inspection-writes";

/**
 * Lots: an inspection and its PO lines. The invariant the import relies on: an inspection's `poNumbers` are
 * exactly its lines (a PO has one line per style and colour), and its lines live in its partition (delivery
 * month). Changes to an inspection and its lines are several writes, ordered so that running the same
 * request again completes the work (no transactions: ../../../docs/decisions/inspection-lifecycle.md).
 */

/** The PO lines a request names, each once, in its order; any that does not exist is 400 naming it. */
export async function namedLines(
  services: Pick<Services, "orders">,
  tenantId: string,
  orderIds: readonly string[],
): Promise<OrderDocument[]> {
  const ids = [...new Set(orderIds)];
  const found = await services.orders.getMany(tenantId, ids);
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw badRequest(`Unknown PO line${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`, [
      { field: "body.orderIds", message: "names PO lines that do not exist" },
    ]);
  }
  return ids.map((id) => found.get(id)).filter((o) => o !== undefined);
}

/** The status PO lines of an inspection have: OPEN while it is CREATED (lines may be regrouped). */
export const orderStatusFor = (status: InspectionStatus): OrderStatus =>
  isLotOpen(status) ? "OPEN" : "IN_INSPECTION";

/** The keys of an inspection's PO lines, from its PO numbers, style and colour. */
export function lineKeysOf(inspection: InspectionDocument): { id: string; partitionKey: string }[] {
  return inspection.poNumbers.map((po) => ({
    id: orderId(po, inspection.product.styleCode, inspection.colour.code),
    partitionKey: inspection.partitionKey,
  }));
}

/** The id of an inspection made from these lines: the same selection sent again finds the same inspection. */
export function inspectionIdForOrders(tenantId: string, orderIds: readonly string[]): string {
  const key = JSON.stringify(["selection", tenantId, [...new Set(orderIds)].sort()]);
  return createHash("sha256").update(key).digest("hex").slice(0, 32);
}

const describe = (o: OrderDocument) => `${o.styleCode}/${o.colourCode}`;

/** Checks that PO lines can be one lot (`whyNotOneLot`): 400 otherwise, naming what differs. */
export function checkOneLot(orders: readonly OrderDocument[]): void {
  const not = whyNotOneLot(orders);
  if (not) throw badRequest(not.message, [{ field: "body.orderIds", message: `mixes ${not.what}s` }]);
}

/** The inspection's fields its PO lines and their style decide (`fromLines`), and the lot's quantity. */
export type FromLines = Pick<
  InspectionFields,
  | "centre"
  | "supplier"
  | "factory"
  | "product"
  | "productCategory"
  | "colour"
  | "seasonCode"
  | "poNumbers"
  | "deliveryDate"
  | "cartons"
> & { poQuantity: number };

/** What of a PO line an inspection is made from. */
export type LotLine = Pick<
  OrderFields,
  | "poNumber"
  | "quantity"
  | "cartons"
  | "deliveryDate"
  | "styleCode"
  | "styleName"
  | "centre"
  | "supplier"
  | "factory"
  | "productCategoryCode"
  | "colourCode"
  | "colourName"
  | "seasonCode"
>;

/** Lot fields derived from PO lines: PO numbers, PO quantity, cartons, delivery date (the earliest). */
export function lotOf(lines: readonly LotLine[]) {
  const poQuantity = orderedQuantityOf(lines);
  return {
    poNumbers: [...new Set(lines.map((o) => o.poNumber))].sort(),
    poQuantity,
    cartons: lines.some((o) => o.cartons !== null)
      ? lines.reduce((sum, o) => sum + (o.cartons ?? 0), 0)
      : null,
    deliveryDate: lines.map((o) => o.deliveryDate).sort()[0] ?? "",
  };
}

/**
 * What an inspection takes from its PO lines and their style, the one way it is made (a planner's selection, an
 * import, a sync): the earliest line names the centre, supplier, factory, colour and season; the style its name,
 * category and whether it has a size chart (the line's own words until the style is stored).
 */
export function fromLines(
  lines: readonly LotLine[],
  style: Pick<ProductFields, "styleName" | "hasSizeChart" | "productCategory"> | null | undefined,
): FromLines {
  const [first] = [...lines].sort(
    (a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.poNumber.localeCompare(b.poNumber),
  );
  if (!first) throw new Error("An inspection is made from at least one PO line.");
  const lot = lotOf(lines);
  return {
    centre: first.centre,
    supplier: first.supplier,
    factory: first.factory,
    product: {
      // A style's id is its code (ProductsRepository).
      id: first.styleCode,
      styleCode: first.styleCode,
      styleName: style?.styleName ?? first.styleName,
      hasSizeChart: style?.hasSizeChart ?? false,
    },
    productCategory: style?.productCategory ?? {
      code: first.productCategoryCode,
      name: first.productCategoryCode,
    },
    colour: { code: first.colourCode, name: first.colourName },
    seasonCode: first.seasonCode,
    poNumbers: lot.poNumbers,
    deliveryDate: lot.deliveryDate,
    cartons: lot.cartons,
    poQuantity: lot.poQuantity,
  };
}

/** A new CREATED inspection of these lines (already checked to be one lot). */
async function newInspectionFields(
  services: Pick<Services, "products">,
  tenantId: string,
  id: string,
  orders: readonly OrderDocument[],
  severities: PlanSeverities,
): Promise<InspectionFields> {
  const [first] = orders;
  if (!first) throw badRequest("Select at least one PO line.");
  const lot = fromLines(orders, await services.products.get(tenantId, first.styleCode));
  const plan = newLotPlan(lot.poQuantity, tenantAqls(tenantId), severities);
  return {
    ...lot,
    id,
    status: "CREATED",
    result: "Pending",
    type: first.inspectionType,
    plan,
    inspectionNumber: inspectionNumberOf(id),
    level: plan.level,
    inspectionDate: null,
    inspector: null,
    controlPoint: null,
    submissionNumber: null,
    sampleReceivedDate: null,
    deliveryQuantity: null,
    skipReason: null,
    totalDefects: 0,
    clientDecision: INITIAL_CLIENT_DECISION,
  };
}

/** The inspections these PO lines are in now, read by their keys. */
export async function inspectionsHolding(
  services: Pick<Services, "inspections" | "analytics">,
  orders: readonly OrderDocument[],
): Promise<Map<string, StoredInspection>> {
  const keys = new Map<string, { id: string; partitionKey: string }>();
  for (const order of orders) {
    if (order.inspectionId)
      keys.set(order.inspectionId, { id: order.inspectionId, partitionKey: order.partitionKey });
  }
  const found = await services.inspections.getMany([...keys.values()]);
  return new Map([...found].map(([id, doc]) => [id, completeInspection(doc)]));
}

/** Lines in an inspection that is no longer CREATED are refused with 409: once planned, a lot is committed. */
export function assertRegroupable(
  orders: readonly OrderDocument[],
  holding: ReadonlyMap<string, StoredInspection>,
): void {
  for (const order of orders) {
    const inspection = order.inspectionId ? holding.get(order.inspectionId) : undefined;
    if (inspection && !isLotOpen(inspection.status)) {
      throw conflict(
        `PO ${order.poNumber} (${describe(order)}) is in inspection ${inspection.inspectionNumber}, which is ${inspection.status}: it can no longer be regrouped or skipped.`,
      );
    }
  }
}

/** The inspections these PO lines are in now, once checked that the lines may leave them (409 otherwise). */
export async function currentInspectionsOf(
  services: Pick<Services, "inspections" | "analytics">,
  orders: readonly OrderDocument[],
): Promise<Map<string, StoredInspection>> {
  const holding = await inspectionsHolding(services, orders);
  assertRegroupable(orders, holding);
  return holding;
}

/**
 * A lot keeps its inspection number once anyone has seen it: of the inspections holding selected lines, the
 * first made whose every line is selected is the one the selection makes (or grows). None: a new lot.
 */
export function keptLot(
  orders: readonly OrderDocument[],
  holding: ReadonlyMap<string, StoredInspection>,
): StoredInspection | undefined {
  const selected = new Set(orders.map((order) => order.id));
  return [...holding.values()]
    .filter((inspection) => lineKeysOf(inspection).every((key) => selected.has(key.id)))
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn) || a.id.localeCompare(b.id))[0];
}

/**
 * The inspection of a new selection, made once, planned with the tables in force for its supplier (`severities`):
 * a retry finds the one an earlier attempt made.
 */
export async function createLotOnce(
  services: Pick<Services, "inspections" | "analytics" | "products" | "queues">,
  tenantId: string,
  id: string,
  orders: readonly OrderDocument[],
  severities: PlanSeverities,
): Promise<{ inspection: StoredInspection; created: boolean }> {
  const created = await createInspection(
    services,
    tenantId,
    await newInspectionFields(services, tenantId, id, orders, severities),
  );
  if (created) return { inspection: created, created: true };
  const found = await services.inspections.findById(tenantId, id);
  if (!found) throw new Error(`Inspection ${id} was neither created nor found`);
  return { inspection: found, created: false };
}

/** The kept lot with every selected line in it: as it is when nothing was added, else its lot and plan anew. */
export async function growLot(
  services: InspectionWriteStores,
  tenantId: string,
  kept: StoredInspection,
  orders: readonly OrderDocument[],
  severities: PlanSeverities,
): Promise<StoredInspection> {
  const lot = lotOf(orders);
  if (lot.poNumbers.join("\n") === [...kept.poNumbers].sort().join("\n")) return kept;
  if (!isLotOpen(kept.status)) {
    throw conflict(
      `Inspection ${kept.inspectionNumber} is ${kept.status}: its lot can no longer grow. Select other PO lines.`,
    );
  }
  const next = withPlan(completeInspection({ ...kept, ...lot }), tenantId, severities);
  return replaceInspection(services, kept, next, kept._etag ?? "");
}

/**
 * Takes PO lines out of the CREATED inspections they are in: each is rebuilt from its remaining lines (lot,
 * PO quantity, plan) or deleted when none remain. Idempotent: a PO no longer listed is not removed again.
 * Runs before the lines themselves are changed, so a retry still finds which inspections to fix.
 */
export async function detachLines(
  services: InspectionWriteStores & Pick<Services, "orders">,
  tenantId: string,
  inspections: ReadonlyMap<string, StoredInspection>,
  orders: readonly OrderDocument[],
): Promise<void> {
  for (const inspection of inspections.values()) {
    const leaving = new Set(orders.filter((o) => o.inspectionId === inspection.id).map((o) => o.poNumber));
    await retryOnConflict(async (attempt) => {
      const current =
        attempt === 1 ? inspection : await services.inspections.findById(tenantId, inspection.id);
      if (!current || !isLotOpen(current.status)) return;
      const remaining = current.poNumbers.filter((po) => !leaving.has(po));
      if (remaining.length === current.poNumbers.length) return;
      if (remaining.length === 0) {
        await deleteInspection(services, current, current._etag ?? "");
        return;
      }
      const lines = (
        await services.orders.getByKeys(lineKeysOf({ ...current, poNumbers: remaining }))
      ).filter((line) => line.inspectionId === current.id);
      const lot = lotOf(lines);
      const { severities } = await supplierPlanning(services, tenantId, current.supplier.id);
      const next = withPlan(
        completeInspection({
          ...current,
          poNumbers: remaining,
          poQuantity: lot.poQuantity,
          cartons: lot.cartons,
        }),
        tenantId,
        severities,
      );
      await replaceInspection(services, current, next, current._etag ?? "");
    });
  }
}

/** Sets the status of an inspection's PO lines to match it (OPEN while CREATED, else IN_INSPECTION). */
export async function alignLines(
  services: Pick<Services, "orders">,
  inspection: StoredInspection,
): Promise<OrderDocument[]> {
  const lines = await services.orders.getByKeys(lineKeysOf(inspection));
  const status = orderStatusFor(inspection.status);
  return services.orders.updateEach(lines, (line) =>
    line.inspectionId === inspection.id && line.status !== status && line.status !== "SKIPPED"
      ? { ...line, status }
      : undefined,
  );
}

/** Re-derives an inspection from its PO lines (sync): the lines still pointing at it, as `fromLines` reads them, and the plan. */
export async function rederive(
  services: Pick<Services, "orders" | "products" | "switching">,
  tenantId: string,
  inspection: StoredInspection,
): Promise<{ next: StoredInspection; lines: OrderDocument[] }> {
  const lines = (await services.orders.getByKeys(lineKeysOf(inspection))).filter(
    (line) => line.inspectionId === inspection.id && line.status !== "SKIPPED",
  );
  if (lines.length === 0) {
    throw conflict(
      `Inspection ${inspection.inspectionNumber} has no PO lines left: delete it, or create a new one from the orders.`,
    );
  }
  const style = await services.products.get(tenantId, inspection.product.styleCode);
  const derived = completeInspection({ ...inspection, ...fromLines(lines, style) });
  const { severities } = await supplierPlanning(services, tenantId, derived.supplier.id);
  const next = withPlan(derived, tenantId, severities);
  return { next: sameInspection(next, inspection) ? inspection : next, lines };
}

/** Runs `work` again (up to 3 times) when a document it writes was changed meanwhile (412), then 409. */
export async function retryOnConflict(work: (attempt: number) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await work(attempt);
      return;
    } catch (error) {
      if (!isStorageError(error, "stale")) throw error;
      if (attempt >= 3) throw conflict("Someone else keeps changing these inspections: try again.");
    }
  }
}
