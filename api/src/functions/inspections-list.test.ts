import { describe, expect, it } from "vitest";
import { defaultRange } from "./inspections-list";

describe("Manage Inspections' default date range (spec §9: yesterday to today)", () => {
  const now = new Date("2026-12-15T10:00:00Z");
  it.each([
    [undefined, undefined, { from: "2026-12-14", to: "2026-12-15" }],
    ["2026-12-01", undefined, { from: "2026-12-01", to: "2026-12-15" }],
    ["2027-01-10", undefined, { from: "2027-01-10", to: "2027-01-10" }],
    [undefined, "2026-12-31", { from: "2026-12-14", to: "2026-12-31" }],
    [undefined, "2026-11-30", { from: "2026-11-30", to: "2026-11-30" }],
  ])("from %s to %s", (from, to, expected) => {
    expect(defaultRange(from, to, now)).toEqual(expected);
  });
});
