import { describe, expect, it } from "vitest";
import { DEFAULT_AQLS } from "./inspection";
import { orderedQuantityOf } from "./orders";
import { deliveryMonthOf, isOneLot, newLotPlan, whyNotInLot, whyNotOneLot, type LotLine } from "./lots";

const ref = (id: string, name = id) => ({ id, name });

function line(fields: Partial<LotLine> = {}): LotLine {
  return {
    styleCode: "T1",
    colourCode: "041",
    supplier: ref("SUP-DKW", "Dhaka Knitwear Ltd"),
    factory: ref("DKW1", "Dhaka 1"),
    centre: ref("UDC-BFD", "Bradford"),
    inspectionType: "DC Inspection",
    deliveryDate: "2026-12-15",
    quantity: 100,
    ...fields,
  };
}

describe("the lot rules", () => {
  it("make lines of one style, colour, supplier, factory, centre, type and delivery month one lot", () => {
    const lot = [line(), line({ deliveryDate: "2026-12-01", quantity: 300 })];
    expect(isOneLot(lot)).toBe(true);
    expect(whyNotOneLot(lot)).toBeNull();
    expect(orderedQuantityOf(lot)).toBe(400);
    expect(isOneLot([])).toBe(false);
  });

  it.each([
    [{ colourCode: "099" }, "style and colour", "T1/041, T1/099", /T1 \/ 099 is another style or colour/],
    [
      { supplier: ref("SUP-X", "Xi'an Mills") },
      "supplier",
      "Dhaka Knitwear Ltd, Xi'an Mills",
      /another supplier \(Xi'an Mills\)/,
    ],
    [{ factory: ref("DKW2", "Dhaka 2") }, "factory", "Dhaka 1, Dhaka 2", /another factory \(Dhaka 2\)/],
    [{ centre: ref("UDC-X", "Exeter") }, "centre", "Bradford, Exeter", /another centre \(Exeter\)/],
    [
      { inspectionType: "UK DC Inspection" as const },
      "inspection type",
      "DC Inspection, UK DC Inspection",
      /Another inspection type/,
    ],
    [{ deliveryDate: "2027-01-02" }, "delivery month", "Dec 2026, Jan 2027", /another month \(Jan 2027\)/],
  ])("say which rule %o breaks, for the page and for the API alike", (differs, what, values, why) => {
    const other = line(differs);
    expect(whyNotOneLot([line(), other])).toEqual({
      what,
      message: `Select PO lines of one ${what}: this selection has ${values}.`,
    });
    expect(whyNotInLot([line()], other)).toMatch(why);
    expect(whyNotInLot([], other)).toBeNull();
  });

  it("name the first rule broken, in their order", () => {
    expect(whyNotOneLot([line(), line({ colourCode: "099", centre: ref("UDC-X", "Exeter") })])?.what).toBe(
      "style and colour",
    );
  });
});

describe("newLotPlan", () => {
  it("plans a new lot at level II with the AQLs given", () => {
    expect(newLotPlan(1200, DEFAULT_AQLS)).toMatchObject({
      level: "II",
      sampleSize: 80,
      major: { accept: 5 },
    });
    expect(newLotPlan(1200, { major: 1.5, minor: 2.5 })).toMatchObject({
      major: { accept: 3 },
      minor: { accept: 5 },
    });
  });
});

describe("deliveryMonthOf", () => {
  it("names the month of a delivery date", () => {
    expect(deliveryMonthOf({ deliveryDate: "2026-12-31" })).toBe("Dec 2026");
  });
});
