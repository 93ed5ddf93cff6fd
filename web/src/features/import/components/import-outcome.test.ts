import { describe, expect, it } from "vitest";
import type { ImportResult } from "@aql-portal/shared";
import { changedNothing } from "./import-outcome";

const counts = (created: number, updated: number, unchanged: number) => ({ created, updated, unchanged });

function result(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    rows: 3,
    products: counts(0, 0, 2),
    orders: counts(0, 0, 3),
    inspections: { ...counts(0, 0, 2), removed: 0 },
    keptAsPlanned: 0,
    inspectionList: [],
    ...overrides,
  };
}

describe("changedNothing", () => {
  it("is true only when every style, PO line and inspection was already as the file says", () => {
    expect(changedNothing(result())).toBe(true);
    expect(changedNothing(result({ orders: counts(0, 1, 2) }))).toBe(false);
    expect(changedNothing(result({ products: counts(1, 0, 1) }))).toBe(false);
    expect(changedNothing(result({ inspections: { ...counts(0, 0, 1), removed: 1 } }))).toBe(false);
  });
});
