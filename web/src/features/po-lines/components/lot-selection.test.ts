import { describe, expect, it } from "vitest";
import { DEFAULT_AQLS, MAX_ORDERS_PER_REQUEST, type Order } from "@aql-portal/shared";
import { tooManyLines, addSelectable, lotSummary, whyNotSelectable } from "./lot-selection";

const ref = (id: string, name = id) => ({ id, name });

function line(id: string, fields: Partial<Order> = {}): Order {
  return {
    id,
    poNumber: id,
    styleCode: "T1",
    styleName: "Crew neck",
    colourCode: "041",
    colourName: "Navy",
    seasonCode: "AW26",
    productCategoryCode: "MKNIT",
    department: null,
    supplier: ref("SUP-DKW", "Dhaka Knitwear Ltd"),
    factory: ref("DKW1"),
    quantity: 100,
    cartons: null,
    deliveryDate: "2026-12-15",
    centre: ref("UDC-BFD", "Bradford"),
    inspectionType: "DC Inspection",
    status: "OPEN",
    inspectionId: null,
    createdOn: "2026-11-01T00:00:00Z",
    updatedOn: "2026-11-01T00:00:00Z",
    ...fields,
  };
}

describe("whyNotSelectable", () => {
  const first = line("A");

  it("lets any line start a selection, and any ticked line be unticked", () => {
    expect(whyNotSelectable([], line("B", { colourCode: "099" }), "inspect")).toBeNull();
    expect(whyNotSelectable([first], first, "inspect")).toBeNull();
  });

  it("names what keeps a line out of the lot, in the server's order", () => {
    const cases: [Partial<Order>, RegExp][] = [
      [{ colourCode: "099" }, /^T1 \/ 099 is another style or colour/],
      [{ styleCode: "T2" }, /^T2 \/ 041 is another style or colour/],
      [{ supplier: ref("SUP-ANT", "Anatolia") }, /another supplier \(Anatolia\)/],
      [{ factory: ref("DKW2") }, /another factory \(DKW2\)/],
      [{ centre: ref("UDC-X", "Elsewhere") }, /another centre \(Elsewhere\)/],
      [{ inspectionType: "UK DC Inspection" }, /Another inspection type \(UK DC Inspection\)/],
      [{ deliveryDate: "2027-01-02" }, /another month \(Jan 2027\)/],
      [{ colourCode: "099", deliveryDate: "2027-01-02" }, /another style or colour/],
    ];
    for (const [fields, reason] of cases) {
      expect(whyNotSelectable([first], line("B", fields), "inspect")).toMatch(reason);
    }
  });

  it("lets lines of one lot join whatever their PO, quantity, day in the month or draft inspection", () => {
    const other = line("B", { poNumber: "PO-9", quantity: 5, deliveryDate: "2026-12-01", inspectionId: "x" });
    expect(whyNotSelectable([first], other, "inspect")).toBeNull();
  });

  it("takes lines of any kind for skipping", () => {
    expect(
      whyNotSelectable([first], line("B", { styleCode: "T2", deliveryDate: "2027-03-01" }), "skip"),
    ).toBeNull();
  });

  it("stops at the most lines one request takes", () => {
    const full = Array.from({ length: MAX_ORDERS_PER_REQUEST }, (_, index) => line(`L${index}`));
    expect(whyNotSelectable(full, line("B"), "skip")).toBe(tooManyLines());
    expect(whyNotSelectable(full, full[3] ?? first, "inspect")).toBeNull();
  });
});

describe("addSelectable", () => {
  it("adds the lines that can join, each against the selection so far, and skips the rest", () => {
    const lines = [line("A"), line("B", { colourCode: "099" }), line("C"), line("A")];
    expect(addSelectable([], lines, "inspect").map((order) => order.id)).toEqual(["A", "C"]);
    expect(addSelectable([], lines, "skip").map((order) => order.id)).toEqual(["A", "B", "C"]);
  });
});

describe("lotSummary", () => {
  it("sums the quantities and plans the lot at level II with AQL 2.5 major and 4.0 minor", () => {
    const summary = lotSummary([line("A", { quantity: 700 }), line("B", { quantity: 500 })], DEFAULT_AQLS);
    expect(summary).toMatchObject({
      lineCount: 2,
      lotSize: 1200,
      plan: {
        level: "II",
        codeLetter: "J",
        sampleSize: 80,
        major: { accept: 5, reject: 6 },
        minor: { accept: 7, reject: 8 },
      },
    });
  });

  it("plans with the tenant's AQLs, as the server will", () => {
    const summary = lotSummary([line("A", { quantity: 1200 })], { major: 1.5, minor: 2.5 });
    expect(summary?.plan).toMatchObject({
      aql: { major: 1.5, minor: 2.5 },
      major: { accept: 3, reject: 4 },
      minor: { accept: 5, reject: 6 },
    });
  });

  it("plans each class from the table its supplier is on: tightened takes a smaller Ac from the same sample", () => {
    const summary = lotSummary([line("A", { quantity: 1200 })], DEFAULT_AQLS, {
      standard: "ISO2859-1",
      major: "tightened",
      minor: "normal",
    });
    expect(summary?.plan).toMatchObject({
      standard: "ISO2859-1",
      sampleSize: 80,
      major: { accept: 3, reject: 4, inspection: "tightened" },
      minor: { accept: 7, reject: 8, inspection: "normal" },
    });
  });

  it("plans a Z1.4 reduced lot with its smaller sample and the gap between Ac and Re", () => {
    const summary = lotSummary([line("A", { quantity: 1200 })], DEFAULT_AQLS, {
      standard: "Z1.4",
      major: "reduced",
      minor: "reduced",
    });
    expect(summary?.plan).toMatchObject({
      sampleSize: 32,
      major: { accept: 2, reject: 5, inspection: "reduced" },
      minor: { accept: 3, reject: 6, inspection: "reduced" },
    });
  });

  it("has no lot for nothing ticked, or for lines of several lots (ticked to skip)", () => {
    expect(lotSummary([], DEFAULT_AQLS)).toBeNull();
    expect(lotSummary([line("A"), line("B", { colourCode: "099" })], DEFAULT_AQLS)).toBeNull();
  });
});
