import { createHash } from "node:crypto";
import {
  isPlannable,
  newLotPlan,
  type AqlSettings,
  type InspectionStatus,
  type InspectionType,
} from "@aql-portal/shared";
import type { InspectionDocument, InspectionFields, InspectionKey } from "../data/inspections-repository";
import { monthPartitionKey, orderId, type OrderDocument, type OrderFields } from "../data/orders-repository";
import type { ProductDocument, ProductFields } from "../data/products-repository";
import { fromLines } from "../inspections/lots";
import type { PoLine } from "../data/import-jobs-repository";

/** An import may change an inspection only until it starts; after that its lot is what is being inspected. */
/** An inspection an import may still change: one still being planned. */
export const isEditable = (inspection: { status: InspectionStatus }) => isPlannable(inspection.status);

/**
 * The grouping key: PO lines of one supplier's factory, style and colour, going to one centre on one delivery
 * date for one type of inspection are one lot, inspected once. The id is a digest of the key, so importing the
 * same lines again finds the same inspection.
 */
export function inspectionIdFor(
  line: Pick<PoLine, "supplier" | "factory" | "styleCode" | "colourCode" | "centre" | "deliveryDate">,
  type: InspectionType,
): string {
  const key = [
    line.supplier.id,
    line.factory.id,
    line.styleCode,
    line.colourCode,
    line.centre.id,
    line.deliveryDate,
    type,
  ];
  return createHash("sha256").update(JSON.stringify(key)).digest("hex").slice(0, 32);
}

/**
 * The styles the file describes, merged with what is stored: the file decides names, category, supplier and
 * (when it gives one) department; season codes add up; size chart and grouping stay as they are.
 */
export function productFieldsFor(
  lines: readonly PoLine[],
  stored: ReadonlyMap<string, ProductDocument>,
): ProductFields[] {
  const byStyle = new Map<string, ProductFields>();
  for (const line of lines) {
    const known = byStyle.get(line.styleCode);
    if (known) {
      if (!known.seasonCodes.includes(line.seasonCode)) known.seasonCodes.push(line.seasonCode);
      known.department ??= line.department;
      continue;
    }
    const current = stored.get(line.styleCode);
    const seasonCodes = [...(current?.seasonCodes ?? [])];
    if (!seasonCodes.includes(line.seasonCode)) seasonCodes.push(line.seasonCode);
    byStyle.set(line.styleCode, {
      styleCode: line.styleCode,
      styleName: line.styleName,
      productCategory: { code: line.productCategory.code, name: line.productCategory.name },
      garmentCategory: line.productCategory.garmentCategory,
      department: line.department,
      supplier: line.supplier,
      seasonCodes,
      hasSizeChart: current?.hasSizeChart ?? false,
      groupedWith: current?.groupedWith ?? null,
    });
  }
  for (const [styleCode, fields] of byStyle) fields.department ??= stored.get(styleCode)?.department ?? null;
  return [...byStyle.values()];
}

/** The inspections a file may touch: those its lines group into, and those its stored lines belong to now. */
export function touchedInspections(
  tenantId: string,
  lines: readonly PoLine[],
  type: InspectionType,
  storedOrders: ReadonlyMap<string, OrderDocument>,
): InspectionKey[] {
  const keys = new Map<string, InspectionKey>();
  for (const line of lines) {
    const id = inspectionIdFor(line, type);
    keys.set(id, { id, partitionKey: monthPartitionKey(tenantId, line.deliveryDate) });
  }
  for (const order of storedOrders.values()) {
    if (order.inspectionId)
      keys.set(order.inspectionId, { id: order.inspectionId, partitionKey: order.partitionKey });
  }
  return [...keys.values()];
}

export interface ImportChanges {
  /** PO lines to create or update (the repository skips those that are unchanged). */
  orders: OrderFields[];
  /** PO lines left as they are because their inspection has started. */
  frozenOrders: number;
  /** PO lines whose grouping a planner changed (skipped, regrouped, their inspection deleted): kept so. */
  keptAsPlanned: number;
  /** Inspections to create or update (unchanged ones are skipped by the repository). */
  inspections: InspectionFields[];
  /** Started inspections the file describes, left as they are. */
  frozenInspections: number;
  /** Editable inspections the file leaves without PO lines. */
  removals: InspectionDocument[];
  /** The inspections the file describes, in the order of its rows. */
  described: string[];
}

/**
 * Decides what the file changes. Each PO line joins the inspection of its key, unless its stored line sits in
 * an inspection that has started (then the line is left alone), a planner arranged it (put it in an inspection
 * of their own, deleted its inspection, skipped it: it stays as they left it, the planner's grouping wins over
 * the file's), or the inspection of its key has started (then it stays ungrouped: a started lot cannot grow). An
 * editable inspection is rebuilt from all its lines, the file's and those stored from earlier files, so its
 * lot size is the sum of every line in it.
 */
export function importChanges(input: {
  lines: readonly PoLine[];
  type: InspectionType;
  /** The file's styles as they will be stored (size chart flag, category name). */
  products: ReadonlyMap<string, ProductFields>;
  storedOrders: ReadonlyMap<string, OrderDocument>;
  storedInspections: ReadonlyMap<string, InspectionDocument>;
  /** Stored lines of the touched editable inspections (lines of the file among them are ignored). */
  storedMembers: readonly OrderDocument[];
  /** The tenant's AQLs, for the plan of a new lot. */
  aqls: AqlSettings;
}): ImportChanges {
  const { lines, type, storedOrders, storedInspections } = input;
  const orders: OrderFields[] = [];
  const members = new Map<string, OrderFields[]>();
  const described: string[] = [];
  const seen = new Set<string>();
  const fileOrderIds = new Set<string>();
  let frozenOrders = 0;
  let keptAsPlanned = 0;
  const describe = (id: string) => {
    if (!seen.has(id)) described.push(id);
    seen.add(id);
  };
  const join = (id: string, order: OrderFields) => members.set(id, [...(members.get(id) ?? []), order]);

  for (const line of lines) {
    const id = orderId(line.poNumber, line.styleCode, line.colourCode);
    fileOrderIds.add(id);
    const stored = storedOrders.get(id);
    const current = stored?.inspectionId ? storedInspections.get(stored.inspectionId) : undefined;
    if (current && !isEditable(current)) {
      frozenOrders++;
      describe(current.id);
      continue;
    }
    const target = inspectionIdFor(line, type);
    const targetStored = storedInspections.get(target);
    // A planner's arrangement stands: a line they skipped, put in a lot of their own or freed by deleting its
    // inspection stays as they left it. (Lines stored before `arrangedByPlanner` existed: an import's own
    // grouping has the key of the line as it was stored; a planner's does not.)
    const arranged =
      stored !== undefined &&
      (stored.status === "SKIPPED" ||
        stored.arrangedByPlanner === true ||
        (current !== undefined && current.id !== inspectionIdFor(stored, stored.inspectionType)));
    if (arranged) keptAsPlanned++;
    const inspectionId = arranged
      ? stored.inspectionId
      : targetStored && !isEditable(targetStored)
        ? null
        : target;
    if (inspectionId !== null) describe(inspectionId);
    else if (!arranged) describe(target);
    const order: OrderFields = {
      poNumber: line.poNumber,
      styleCode: line.styleCode,
      styleName: line.styleName,
      colourCode: line.colourCode,
      colourName: line.colourName,
      seasonCode: line.seasonCode,
      productCategoryCode: line.productCategory.code,
      department: line.department,
      supplier: line.supplier,
      factory: line.factory,
      quantity: line.quantity,
      cartons: line.cartons,
      deliveryDate: line.deliveryDate,
      centre: line.centre,
      inspectionType: type,
      status: stored?.status ?? "OPEN",
      inspectionId,
      ...(stored?.arrangedByPlanner ? { arrangedByPlanner: true } : {}),
    };
    orders.push(order);
    if (inspectionId) join(inspectionId, order);
  }
  // By id, so that an inspection rebuilt from stored lines only is rebuilt the same way every time.
  const storedMembers = [...input.storedMembers].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const member of storedMembers) {
    const inspection = member.inspectionId ? storedInspections.get(member.inspectionId) : undefined;
    if (inspection && isEditable(inspection) && !fileOrderIds.has(member.id)) join(inspection.id, member);
  }

  const inspections: InspectionFields[] = [];
  const removals: InspectionDocument[] = [];
  const affected = new Set([
    ...members.keys(),
    ...[...storedInspections.values()].filter(isEditable).map((inspection) => inspection.id),
  ]);
  for (const id of affected) {
    const stored = storedInspections.get(id);
    const lot = members.get(id) ?? [];
    if (lot.length === 0) {
      if (stored) removals.push(stored);
      continue;
    }
    inspections.push(inspectionFields(id, lot, type, stored, input));
  }
  const frozenInspections = described.filter((id) => {
    const stored = storedInspections.get(id);
    return stored !== undefined && !isEditable(stored);
  }).length;
  return { orders, frozenOrders, keptAsPlanned, inspections, frozenInspections, removals, described };
}

/** An inspection rebuilt from its PO lines (sharing its key), keeping its status and result. */
function inspectionFields(
  id: string,
  lot: readonly OrderFields[],
  type: InspectionType,
  stored: InspectionDocument | undefined,
  { products, aqls }: { products: ReadonlyMap<string, ProductFields>; aqls: AqlSettings },
): InspectionFields {
  const [first] = lot;
  if (!first) throw new Error(`Inspection ${id} has no PO lines`);
  const { poQuantity, ...fields } = fromLines(lot, products.get(first.styleCode));
  return {
    ...fields,
    id,
    status: stored?.status ?? "CREATED",
    result: stored?.result ?? "Pending",
    type: stored?.type ?? type,
    plan: newLotPlan(poQuantity, aqls),
  };
}
