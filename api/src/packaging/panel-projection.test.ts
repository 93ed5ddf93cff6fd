import { describe, expect, it } from "vitest";
import { MemoryPackaging } from "../testing/memory-packaging";
import { recordDays, type DayOp } from "./panel-projection";

/** The compliance panel's days (docs/decisions/packaging.md): the same day whatever order the writes arrive in. */
describe("recordDays", () => {
  const day = "2026-12-09";
  const counted: DayOp["entry"] = {
    supplier: { id: "SUP-DKW", name: "Dhaka Knitwear" },
    centreId: "UDC-BFD",
    complianceResult: "Non-compliant",
    issues: ["SHORT_SHIPMENT"],
  };
  const put = (at: string): DayOp => ({ day, id: "check-1", at, entry: counted });
  const gone = (at: string): DayOp => ({ day, id: "check-1", at, entry: null });
  const cellsAfter = async (ops: DayOp[]) => {
    const store = new MemoryPackaging();
    for (const op of ops) await recordDays(store, "demo", [op]);
    return (await store.day("demo", day))?.cells;
  };

  it("counts a check once, however often its write is applied", async () => {
    const once = await cellsAfter([put("2026-12-09T10:00:00Z")]);
    expect(await cellsAfter([put("2026-12-09T10:00:00Z"), put("2026-12-09T10:00:00Z")])).toEqual(once);
    expect(Object.values(once ?? {})).toMatchObject([{ nonCompliant: 1, issues: { SHORT_SHIPMENT: 1 } }]);
  });

  it("keeps a check gone when an older write of it arrives after its removal", async () => {
    const cells = await cellsAfter([
      put("2026-12-09T10:00:00Z"),
      gone("2026-12-09T11:00:00Z"),
      put("2026-12-09T10:30:00Z"),
    ]);
    expect(cells).toEqual({});
  });

  it("counts a check written after its removal (recorded again)", async () => {
    const cells = await cellsAfter([gone("2026-12-09T11:00:00Z"), put("2026-12-09T12:00:00Z")]);
    expect(Object.values(cells ?? {})).toMatchObject([{ nonCompliant: 1 }]);
  });
});
