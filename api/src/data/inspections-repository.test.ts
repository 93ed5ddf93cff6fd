import { lotPlan } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { readToken, writeToken } from "./continuation";
import {
  completeInspection,
  toApiInspection,
  withPlan,
  type InspectionDocument,
} from "./inspections-repository";

/** An inspection as the import wrote it before planning fields existed. */
const imported: InspectionDocument = {
  id: "0a1b2c3d4e5f60718293a4b5c6d7e8f9",
  tenantId: "t",
  partitionKey: "t|2026-12",
  status: "CREATED",
  result: "Pending",
  type: "DC Inspection",
  centre: { id: "UDC-BFD", name: "Bradford DC" },
  supplier: { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" },
  factory: { id: "FAC-DKW-1", name: "Gazipur Unit 1" },
  product: { id: "T-1", styleCode: "T-1", styleName: "Jumper", hasSizeChart: false },
  productCategory: { code: "MKNIT", name: "Men's Knitwear" },
  colour: { code: "041", name: "Navy" },
  seasonCode: "AW26",
  poNumbers: ["PO-2", "PO-1"],
  deliveryDate: "2026-12-15",
  cartons: 10,
  plan: lotPlan(1200, "II"),
  createdOn: "2026-01-01T00:00:00.000Z",
  updatedOn: "2026-01-01T00:00:00.000Z",
  _etag: '"e1"',
};

describe("stored inspections", () => {
  it("get defaults for the fields they predate, and derived fields for the list's queries", () => {
    expect(completeInspection(imported)).toMatchObject({
      level: "II",
      inspectionDate: null,
      inspector: null,
      poQuantity: 1200,
      deliveryQuantity: null,
      clientDecision: "Under Review",
      totalDefects: 0,
      inspectionNumber: "0A1B2C3D4E",
      scheduledDate: "2026-12-15",
      searchText: "t-1 po-2 po-1 0a1b2c3d4e",
    });
    const planned = completeInspection({ ...imported, inspectionDate: "2026-12-20" });
    expect(planned.scheduledDate).toBe("2026-12-20");
  });

  it("recompute their plan from the lot (delivery quantity, else PO quantity) and level, never a client's numbers", () => {
    const doc = completeInspection(imported);
    const tampered = { ...doc, plan: { ...doc.plan, sampleSize: 1 } };
    expect(withPlan(tampered, "t").plan).toEqual(lotPlan(1200, "II"));
    expect(withPlan({ ...doc, level: "I" }, "t").plan.sampleSize).toBe(32);
    expect(withPlan({ ...doc, deliveryQuantity: 3300 }, "t").plan).toMatchObject({
      lotSize: 3300,
      sampleSize: 200,
    });
    expect(withPlan({ ...doc, poQuantity: 1 }, "t").plan).toMatchObject({ lotSize: 1, sampleSize: 1 });
  });

  it("go to the API with their plan's acceptance numbers and etag", () => {
    expect(toApiInspection(imported)).toMatchObject({
      allowedDefectsMaj: 5,
      allowedDefectsMin: 7,
      etag: '"e1"',
    });
  });
});

describe("continuation tokens", () => {
  it("continue only the query they came from", () => {
    const token = writeToken("+RID:abc#RT:1", "query-a");
    expect(readToken(token, "query-a")).toBe("+RID:abc#RT:1");
    expect(() => readToken(token, "query-b")).toThrow(/other filters/);
    expect(() => readToken("not-a-token", "query-a")).toThrow(/not valid/);
    expect(readToken(undefined, "query-a")).toBeUndefined();
  });
});
