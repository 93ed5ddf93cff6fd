import { DEFAULT_AQLS, lotPlan, type InspectionStatus } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import type { InspectionDocument, InspectionFields } from "../data/inspections-repository";
import { monthPartitionKey, type OrderDocument, type OrderFields } from "../data/orders-repository";
import type { ProductDocument } from "../data/products-repository";
import { inspectionIdFor, importChanges, productFieldsFor, touchedInspections } from "./import-changes";
import { fileLine, storedOrder } from "../testing/documents-fixture";
import type { PoLine } from "../data/import-jobs-repository";

const TYPE = "DC Inspection" as const;
function plan(
  lines: PoLine[],
  stored: { orders?: OrderDocument[]; inspections?: InspectionDocument[]; members?: OrderDocument[] } = {},
) {
  return importChanges({
    lines,
    type: TYPE,
    products: new Map(productFieldsFor(lines, new Map()).map((p) => [p.styleCode, p])),
    storedOrders: new Map((stored.orders ?? []).map((o) => [o.id, o])),
    storedInspections: new Map((stored.inspections ?? []).map((i) => [i.id, i])),
    storedMembers: stored.members ?? [],
    aqls: DEFAULT_AQLS,
  });
}

function storedInspection(
  fields: InspectionFields,
  status: InspectionStatus = "CREATED",
): InspectionDocument {
  return {
    ...fields,
    status,
    tenantId: "t",
    partitionKey: monthPartitionKey("t", fields.deliveryDate),
    createdOn: "2026-01-01T00:00:00.000Z",
    updatedOn: "2026-01-01T00:00:00.000Z",
    _etag: "e1",
  };
}

describe("grouping PO lines into inspections", () => {
  it("puts lines of one supplier, factory, style, colour, centre, date and type into one lot", () => {
    const lines = [
      fileLine({ poNumber: "PO-2", quantity: 1200, cartons: 50 }),
      fileLine({ poNumber: "PO-1", quantity: 800, cartons: null }),
    ];
    const result = plan(lines);
    expect(result.inspections).toHaveLength(1);
    const [inspection] = result.inspections;
    expect(inspection).toMatchObject({
      id: inspectionIdFor(lines[0] as PoLine, TYPE),
      status: "CREATED",
      result: "Pending",
      poNumbers: ["PO-1", "PO-2"],
      cartons: 50,
      plan: lotPlan(2000, "II", DEFAULT_AQLS),
      product: { id: "S-1", styleCode: "S-1", styleName: "Jumper", hasSizeChart: false },
      productCategory: { code: "MKNIT", name: "Men's Knitwear" },
    });
    expect(inspection?.plan.sampleSize).toBe(125);
    expect(result.orders.every((o) => o.inspectionId === inspection?.id && o.status === "OPEN")).toBe(true);
    expect(result.described).toEqual([inspection?.id]);
  });

  it.each([
    ["colour", { colourCode: "042" }],
    ["factory", { factory: { id: "FAC-DKW-2", name: "Ashulia Unit 2" } }],
    ["centre", { centre: { id: "UDC-CDN", name: "Castle Donington DC" } }],
    ["delivery date", { deliveryDate: "2026-12-16" }],
    ["style", { styleCode: "S-2" }],
  ])("a different %s is another inspection", (_what, overrides) => {
    expect(plan([fileLine(), fileLine({ poNumber: "PO-9", ...overrides })]).inspections).toHaveLength(2);
  });

  it("a different inspection type is another inspection", () => {
    expect(inspectionIdFor(fileLine(), "DC Inspection")).not.toBe(
      inspectionIdFor(fileLine(), "UK DC Inspection"),
    );
  });
});

describe("importing again", () => {
  const lines = [fileLine({ poNumber: "PO-1" }), fileLine({ poNumber: "PO-2", quantity: 300 })];
  const first = plan(lines);
  const orders = first.orders.map(storedOrder);
  const inspections = first.inspections.map((i) => storedInspection(i));

  it("the same file plans the same documents (so nothing is written)", () => {
    const again = plan(lines, { orders, inspections, members: orders });
    expect(again.orders).toEqual(first.orders);
    expect(again.inspections).toEqual(first.inspections);
    expect(again.removals).toEqual([]);
  });

  it("a changed quantity changes the lot size and plan, keeping status and result", () => {
    const planned = inspections.map((i) => ({ ...i, status: "PLANNED" as const }));
    const changed = plan([lines[0] as PoLine, { ...(lines[1] as PoLine), quantity: 5000 }], {
      orders,
      inspections: planned,
      members: orders,
    });
    expect(changed.inspections[0]?.plan.lotSize).toBe(5100);
    expect(changed.inspections[0]?.plan.sampleSize).toBe(200);
    expect(changed.inspections[0]?.status).toBe("PLANNED");
  });

  it("counts the lines stored from earlier files in the lot", () => {
    const other = storedOrder({ ...(first.orders[0] as OrderFields), poNumber: "PO-OLD", quantity: 1000 });
    const result = plan(lines, { orders, inspections, members: [...orders, other] });
    expect(result.inspections[0]?.plan.lotSize).toBe(1400);
    expect(result.inspections[0]?.poNumbers).toEqual(["PO-1", "PO-2", "PO-OLD"]);
  });

  it.each(["STARTED", "PAUSED", "FINISHED", "CLOSED"] as const)(
    "leaves the lines of a %s inspection, and the inspection, as they are",
    (status) => {
      const started = inspections.map((i) => storedInspection(i, status));
      const result = plan([{ ...(lines[0] as PoLine), quantity: 999 }, lines[1] as PoLine], {
        orders,
        inspections: started,
        members: orders,
      });
      expect(result.orders).toEqual([]);
      expect(result.frozenOrders).toBe(2);
      expect(result.inspections).toEqual([]);
      expect(result.frozenInspections).toBe(1);
      expect(result.removals).toEqual([]);
    },
  );

  it("a new line for a started lot stays ungrouped", () => {
    const started = inspections.map((i) => storedInspection(i, "STARTED"));
    const result = plan([fileLine({ poNumber: "PO-NEW" })], { inspections: started });
    expect(result.orders).toEqual([expect.objectContaining({ poNumber: "PO-NEW", inspectionId: null })]);
    expect(result.inspections).toEqual([]);
  });

  it("a line whose date moves leaves its old inspection, which goes when it is empty", () => {
    const moved = lines.map((l) => ({ ...l, deliveryDate: "2027-01-20" }));
    const result = plan(moved, { orders, inspections, members: orders });
    expect(result.removals.map((i) => i.id)).toEqual([inspections[0]?.id]);
    expect(result.inspections).toHaveLength(1);
    expect(result.inspections[0]?.id).not.toBe(inspections[0]?.id);
    expect(result.orders.every((o) => o.deliveryDate === "2027-01-20")).toBe(true);
  });

  it("an inspection that keeps other lines is rebuilt without the line that left", () => {
    const result = plan([{ ...(lines[0] as PoLine), deliveryDate: "2027-01-20" }], {
      orders: orders.slice(0, 1),
      inspections,
      members: orders,
    });
    const old = result.inspections.find((i) => i.id === inspections[0]?.id);
    expect(old?.plan.lotSize).toBe(300);
    expect(old?.poNumbers).toEqual(["PO-2"]);
    expect(result.removals).toEqual([]);
  });

  it("a line a planner moved into an inspection of their own stays there, with its new quantity", () => {
    const own = storedInspection(
      { ...(first.inspections[0] as InspectionFields), id: "planners-own" },
      "PLANNED",
    );
    const moved = orders.map((o) => (o.poNumber === "PO-2" ? { ...o, inspectionId: own.id } : o));
    const result = plan([lines[0] as PoLine, { ...(lines[1] as PoLine), quantity: 450 }], {
      orders: moved,
      inspections: [...inspections, own],
      members: moved,
    });
    expect(result.orders.find((o) => o.poNumber === "PO-2")?.inspectionId).toBe("planners-own");
    expect(result.inspections.find((i) => i.id === "planners-own")?.plan.lotSize).toBe(450);
    expect(result.inspections.find((i) => i.id === inspections[0]?.id)?.poNumbers).toEqual(["PO-1"]);
  });

  it("a skipped line stays skipped and counts in no lot", () => {
    const skipped = orders.map((o) =>
      o.poNumber === "PO-2" ? { ...o, status: "SKIPPED" as const, inspectionId: null } : o,
    );
    const result = plan(lines, { orders: skipped, inspections, members: skipped });
    expect(result.orders.find((o) => o.poNumber === "PO-2")).toMatchObject({
      status: "SKIPPED",
      inspectionId: null,
    });
    expect(result.inspections[0]?.plan.lotSize).toBe(100);
    expect(result.inspections[0]?.poNumbers).toEqual(["PO-1"]);
  });

  it("an inspection a planner deleted does not come back, and its lines are counted as kept", () => {
    const freed = orders.map((o) => ({ ...o, inspectionId: null, arrangedByPlanner: true }));
    const result = plan(lines, { orders: freed });
    expect(result.inspections).toEqual([]);
    expect(result.orders.map((o) => o.inspectionId)).toEqual([null, null]);
    expect(result.orders.every((o) => o.arrangedByPlanner)).toBe(true);
    expect(result.keptAsPlanned).toBe(2);
    expect(result.described).toEqual([]);
  });

  it("a line the planner took out of the lot stays out while the rest of the lot is updated", () => {
    const freed = orders.map((o) =>
      o.poNumber === "PO-2" ? { ...o, inspectionId: null, arrangedByPlanner: true } : o,
    );
    const result = plan(lines, { orders: freed, inspections, members: freed });
    expect(result.orders.find((o) => o.poNumber === "PO-2")?.inspectionId).toBeNull();
    expect(result.inspections[0]?.poNumbers).toEqual(["PO-1"]);
    expect(result.keptAsPlanned).toBe(1);
  });

  it("lines nobody rearranged are not counted as kept", () => {
    expect(plan(lines, { orders, inspections, members: orders }).keptAsPlanned).toBe(0);
  });

  it("touches the inspections of the file's keys and those its stored lines are in", () => {
    const keys = touchedInspections(
      "t",
      [fileLine({ deliveryDate: "2027-03-01" })],
      TYPE,
      new Map(orders.map((o) => [o.id, o])),
    );
    expect(keys.map((k) => k.partitionKey).sort()).toEqual(["t|2026-12", "t|2027-03"]);
  });
});

describe("productFieldsFor", () => {
  it("takes names and category from the file, adds season codes, keeps size chart, grouping and department", () => {
    const stored: ProductDocument = {
      id: "S-1",
      tenantId: "t",
      styleCode: "S-1",
      styleCodeLower: "s-1",
      styleName: "Old name",
      productCategory: { code: "WKNIT", name: "Women's Knitwear" },
      garmentCategory: "long-sleeve top",
      department: { id: "D08", name: "Knitwear" },
      supplier: null,
      seasonCodes: ["SS26"],
      hasSizeChart: true,
      groupedWith: "S-9",
      createdOn: "",
      updatedOn: "",
    };
    const [fields] = productFieldsFor(
      [fileLine(), fileLine({ seasonCode: "SS27" }), fileLine({ seasonCode: "AW26" })],
      new Map([["S-1", stored]]),
    );
    expect(fields).toEqual({
      styleCode: "S-1",
      styleName: "Jumper",
      productCategory: { code: "MKNIT", name: "Men's Knitwear" },
      garmentCategory: "long-sleeve top",
      department: { id: "D08", name: "Knitwear" },
      supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
      seasonCodes: ["SS26", "AW26", "SS27"],
      hasSizeChart: true,
      groupedWith: "S-9",
    });
  });
});
