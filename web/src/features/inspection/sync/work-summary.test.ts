import { describe, expect, it } from "vitest";
import { addDefect, newDefectEntry, recordMeasurement, setPackaging } from "./local-work";
import { HOLE, work } from "./test-fixtures";
import { summarizeWork } from "./work-summary";

describe("summarizeWork", () => {
  it("lists defects with counts, the measurement count, packaging as read, and the comment", () => {
    let record = addDefect(
      work({ comment: "ok" }),
      newDefectEntry(HOLE, { severity: "MAJOR", count: 2, photoIds: ["p"] }, new Date(), "e"),
    );
    record = recordMeasurement(record, { garment: 1, size: "M", pointCode: "CH" }, 53);
    record = setPackaging(record, {
      cartonCount: 1200,
      paperTape: false,
      cartonDimensions: { length: 60, width: 40, height: 35.5 },
    });
    const summary = summarizeWork(record);
    expect(summary.defects).toEqual([
      { id: "e", name: "Hole in fabric", severity: "Major", count: 2, photos: 1 },
    ]);
    expect(summary.totals).toEqual({ CRITICAL: 0, MAJOR: 2, MINOR: 0 });
    expect(summary.measurements).toBe(1);
    expect(summary.packaging).toEqual([
      { label: "Cartons counted", value: "1,200" },
      { label: "Paper tape", value: "No" },
      { label: "Carton size", value: "60 × 40 × 35.5 cm" },
      { label: "Unit size", value: "—" },
      { label: "Quantity received", value: "—" },
    ]);
    expect(summary.comment).toBe("ok");
  });
});
