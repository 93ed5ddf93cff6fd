import { IMPORT_RESULT_INSPECTIONS, type ImportResult, type InspectionType } from "@aql-portal/shared";
import { completeInspection, toApiInspection, type InspectionDocument } from "../data/inspections-repository";
import { monthPartitionKey, orderId } from "../data/orders-repository";
import type { Services } from "../lib/services";
import { isEditable, planImport, productFieldsFor, touchedInspections } from "./plan-import";
import type { PoLine } from "./validate-rows";

/**
 * Writes what a clean file describes: its styles, its PO lines and the inspections they group into. Reads
 * happen in batches before any write; writes are bulk and skip unchanged documents, so the same file imported
 * twice writes nothing. Not a transaction: if it stops part-way, importing the same file again completes it.
 */
export async function runImport(
  services: Pick<Services, "products" | "orders" | "inspections">,
  tenantId: string,
  lines: readonly PoLine[],
  type: InspectionType,
  now = new Date(),
): Promise<Omit<ImportResult, "rows">> {
  const styleCodes = [...new Set(lines.map((line) => line.styleCode))];
  const monthOf = new Map(
    lines.map((line) => [
      orderId(line.poNumber, line.styleCode, line.colourCode),
      monthPartitionKey(tenantId, line.deliveryDate),
    ]),
  );
  // The inspections the file's lines group into are known before any read; those its stored lines belong to
  // now (when they move) only after: the few of them are read second.
  const grouped = touchedInspections(tenantId, lines, type, new Map());
  const [storedProducts, storedOrders, storedGroups] = await Promise.all([
    services.products.getMany(tenantId, styleCodes),
    services.orders.getMany(tenantId, [...monthOf.keys()], (id) => monthOf.get(id)),
    services.inspections.getMany(grouped),
  ]);
  const productFields = productFieldsFor(lines, storedProducts);
  const groupIds = new Set(grouped.map((key) => key.id));
  const left = touchedInspections(tenantId, lines, type, storedOrders).filter((key) => !groupIds.has(key.id));
  const storedInspections = new Map([
    ...storedGroups,
    ...(left.length > 0 ? await services.inspections.getMany(left) : []),
  ]);
  // The other PO lines of the inspections the file may change: an inspection's lines are its PO numbers with
  // its style and colour, so only those not in the file need reading (none when the same file comes again).
  const memberKeys = [...storedInspections.values()].filter(isEditable).flatMap((inspection) =>
    inspection.poNumbers
      .map((po) => orderId(po, inspection.product.styleCode, inspection.colour.code))
      .filter((id) => !monthOf.has(id))
      .map((id) => ({ id, partitionKey: inspection.partitionKey })),
  );
  const [products, storedMembers] = await Promise.all([
    services.products.upsertMany(tenantId, productFields, storedProducts, now),
    services.orders.getByKeys(memberKeys),
  ]);
  const plan = planImport({
    lines,
    type,
    products: new Map(productFields.map((fields) => [fields.styleCode, fields])),
    storedOrders,
    storedInspections,
    storedMembers,
  });

  // Inspections before PO lines: if the import stops in between, the lines still name their old inspections
  // and the next import of the file rebuilds both.
  const inspections = await services.inspections.upsertMany(
    tenantId,
    plan.inspections,
    storedInspections,
    now,
  );
  await services.inspections.deleteMany(tenantId, plan.removals.map(completeInspection));
  const orders = await services.orders.upsertMany(tenantId, plan.orders, storedOrders, now);

  const inspectionList = plan.described
    .slice(0, IMPORT_RESULT_INSPECTIONS)
    .map((id) => inspections.documents.get(id) ?? storedInspections.get(id))
    .filter((doc): doc is InspectionDocument => doc !== undefined)
    .map(toApiInspection);
  return {
    products: { created: products.created, updated: products.updated, unchanged: products.unchanged },
    orders: {
      created: orders.created,
      updated: orders.updated,
      unchanged: orders.unchanged + plan.frozenOrders,
    },
    inspections: {
      created: inspections.created,
      updated: inspections.updated,
      unchanged: inspections.unchanged + plan.frozenInspections,
      removed: plan.removals.length,
    },
    keptAsPlanned: plan.keptAsPlanned,
    inspectionList,
  };
}
