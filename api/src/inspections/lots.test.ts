import { describe, expect, it } from "vitest";
import type { OrderFields } from "../data/orders-repository";
import { orderDocument } from "../testing/documents-fixture";
import { checkOneLot, inspectionIdForOrders, lotOf, orderStatusFor } from "./lots";

/** PO-1: 700 units in 20 cartons. */
const order = (overrides: Partial<OrderFields> = {}) =>
  orderDocument({ poNumber: "PO-1", quantity: 700, cartons: 20, ...overrides });

describe("a lot of PO lines", () => {
  it("sums the order quantities and cartons, and starts on the earliest delivery date", () => {
    const lot = lotOf([
      order(),
      order({
        poNumber: "PO-0",
        quantity: 500,
        cartons: null,
        deliveryDate: "2026-12-02",
      }),
    ]);
    expect(lot).toEqual({
      poNumbers: ["PO-0", "PO-1"],
      poQuantity: 1200,
      cartons: 20,
      deliveryDate: "2026-12-02",
    });
  });

  it.each([
    ["style and colour", { styleCode: "T-2" }],
    ["style and colour", { colourCode: "099" }],
    ["supplier", { supplier: { id: "SUP-ANT", name: "Anatolia" } }],
    ["factory", { factory: { id: "FAC-DKW-2", name: "Ashulia Unit 2" } }],
    ["centre", { centre: { id: "UDC-CDN", name: "Castle Donington DC" } }],
    ["delivery month", { deliveryDate: "2027-01-04" }],
  ] as const)("must be of one %s", (what, overrides) => {
    expect(() => checkOneLot([order(), order({ poNumber: "PO-9", ...overrides })])).toThrow(
      `Select PO lines of one ${what}`,
    );
  });

  it("may span days of one month", () => {
    expect(() =>
      checkOneLot([order(), order({ poNumber: "PO-9", deliveryDate: "2026-12-30" })]),
    ).not.toThrow();
  });

  it("gets the same inspection id for the same selection, in any order", () => {
    expect(inspectionIdForOrders("t", ["b", "a"])).toBe(inspectionIdForOrders("t", ["a", "b", "a"]));
    expect(inspectionIdForOrders("t", ["a"])).not.toBe(inspectionIdForOrders("u", ["a"]));
    expect(inspectionIdForOrders("t", ["a"])).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps its lines OPEN while CREATED, IN_INSPECTION once planned", () => {
    expect(orderStatusFor("CREATED")).toBe("OPEN");
    expect(orderStatusFor("PLANNED")).toBe("IN_INSPECTION");
    expect(orderStatusFor("FINISHED")).toBe("IN_INSPECTION");
  });
});
