import { describe, expect, it } from "vitest";
import { InspectionWorkInputSchema, type SizeChart } from "@aql-portal/shared";
import {
  addDefect,
  addPhoto,
  countChanges,
  measuredGarments,
  newDefectEntry,
  newId,
  outOfToleranceCount,
  recordMeasurement,
  removeDefect,
  setComment,
  setPackaging,
  sizeOfGarment,
  toWorkInput,
  updateDefect,
} from "./local-work";
import { HOLE, SLUB, work } from "../../../testing/inspection-fixtures";

const NOW = new Date("2026-04-20T09:00:00.000Z");
const chart: Pick<SizeChart, "points"> & SizeChart = {
  productId: "prod-1",
  styleCode: "T1",
  garmentCategory: "long-sleeve top",
  unit: "cm",
  sizes: ["S", "M"],
  points: [
    { code: "CH", name: "Chest width", toleranceMinus: 1, tolerancePlus: 1, values: { S: 50, M: 53 } },
    { code: "BL", name: "Body length", toleranceMinus: 1.5, tolerancePlus: 1.5, values: { S: 68, M: 70 } },
  ],
  hiddenPoints: [],
  fileName: "chart.csv",
  uploadedOn: NOW.toISOString(),
  uploadedBy: "Planner",
};

describe("newId", () => {
  it("makes version 4 UUIDs the API accepts", () => {
    const ids = new Set(Array.from({ length: 50 }, newId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("defect entries", () => {
  it("are added with the library's names, changed and removed", () => {
    const entry = newDefectEntry(HOLE, { severity: "CRITICAL", count: 2, photoIds: [] }, NOW, "e-1");
    expect(entry).toMatchObject({
      id: "e-1",
      defectId: "FAB01",
      defectName: "Hole in fabric",
      category: "Fabric",
      severity: "CRITICAL",
      recordedAt: "2026-04-20T09:00:00.000Z",
    });
    const one = addDefect(work(), entry);
    const changed = updateDefect(one, "e-1", { count: 5, severity: "MAJOR" });
    expect(changed.defects[0]).toMatchObject({ count: 5, severity: "MAJOR", defectName: "Hole in fabric" });
    expect(removeDefect(changed, "e-1").defects).toEqual([]);
  });

  it("take photos one after another", () => {
    const entry = newDefectEntry(HOLE, { severity: "MAJOR", count: 1, photoIds: ["a"] }, NOW, "e-1");
    const record = addPhoto(addPhoto(addDefect(work(), entry), "e-1", "b"), "e-1", "c");
    expect(record.defects[0]?.photoIds).toEqual(["a", "b", "c"]);
  });

  it("go out without the names (the API's input is strict)", () => {
    const entry = newDefectEntry(SLUB, { severity: "MINOR", count: 1, photoIds: [newId()] }, NOW, newId());
    const input = toWorkInput(addDefect(work({ comment: "ok" }), entry));
    expect(InspectionWorkInputSchema.safeParse(input).success).toBe(true);
    expect(input.defects[0]).not.toHaveProperty("defectName");
  });
});

describe("measurements", () => {
  const slot = { garment: 1, size: "M", pointCode: "CH" };

  it("write one value per garment, size and point; a change keeps the entry; null clears it", () => {
    const first = recordMeasurement(work(), slot, 53.5, NOW, "m-1");
    expect(first.measurements).toEqual([{ id: "m-1", ...slot, value: 53.5, recordedAt: NOW.toISOString() }]);
    const changed = recordMeasurement(first, slot, 55, NOW, "m-2");
    expect(changed.measurements.map((m) => [m.id, m.value])).toEqual([["m-1", 55]]);
    expect(recordMeasurement(changed, slot, 55, NOW)).toBe(changed);
    expect(recordMeasurement(changed, slot, null).measurements).toEqual([]);
    expect(recordMeasurement(work(), slot, null)).toEqual(work());
  });

  it("are flagged against the chart, per garment", () => {
    let record = recordMeasurement(work(), slot, 55, NOW, "a"); // +2 over a tolerance of 1
    record = recordMeasurement(record, { ...slot, pointCode: "BL" }, 70.5, NOW, "b");
    record = recordMeasurement(record, { garment: 2, size: "S", pointCode: "CH" }, 50, NOW, "c");
    expect(outOfToleranceCount(record, chart)).toBe(1);
    expect(measuredGarments(record, chart)).toEqual([
      { garment: 1, size: "M", values: 2, outOfTolerance: 1 },
      { garment: 2, size: "S", values: 1, outOfTolerance: 0 },
    ]);
    expect(sizeOfGarment(record, 2)).toBe("S");
    expect(sizeOfGarment(record, 3)).toBeNull();
    expect(outOfToleranceCount(record, null)).toBe(0);
  });
});

describe("countChanges", () => {
  it("counts entries added, changed and removed, each packaging check and the comment", () => {
    const entry = newDefectEntry(HOLE, { severity: "MAJOR", count: 1, photoIds: [] }, NOW, "e-1");
    const base = recordMeasurement(
      addDefect(work(), entry),
      { garment: 1, size: "M", pointCode: "CH" },
      53,
      NOW,
      "m",
    );
    expect(countChanges(base, base)).toBe(0);

    let edited = updateDefect(base, "e-1", { count: 2 });
    edited = addDefect(
      edited,
      newDefectEntry(SLUB, { severity: "MINOR", count: 1, photoIds: [] }, NOW, "e-2"),
    );
    edited = recordMeasurement(edited, { garment: 1, size: "M", pointCode: "CH" }, null);
    edited = setPackaging(edited, { cartonCount: 12, paperTape: true });
    edited = setComment(setComment(edited, "a"), "ab");
    expect(countChanges(base, edited)).toBe(1 + 1 + 1 + 2 + 1);
  });

  it("ignores the names the server adds to an entry", () => {
    const entry = newDefectEntry(HOLE, { severity: "MAJOR", count: 1, photoIds: [] }, NOW, "e-1");
    const fromServer = { ...entry, defectName: "Hole (renamed in the library)" };
    expect(countChanges(work({ defects: [fromServer] }), work({ defects: [entry] }))).toBe(0);
  });

  it("keeps the comment within 400 characters", () => {
    expect(setComment(work(), "x".repeat(450)).comment).toHaveLength(400);
  });
});
