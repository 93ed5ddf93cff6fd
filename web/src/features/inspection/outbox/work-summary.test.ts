import { formatDateTime } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { addDefect, newDefectEntry, recordMeasurement, setPackaging } from "./local-work";
import { HOLE, inspectionDetail, work } from "../../../testing/inspection-fixtures";
import { setCarAnswer, setCarComment } from "./car-checks";
import { carReferences, savedElsewhere, summarizeWork } from "./work-summary";

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
    expect(summary.carChecks).toEqual([]);
  });

  it("lists each CAR's check by its reference, with the comment", () => {
    const record = setCarComment(setCarAnswer(work(), "car-42", true), "car-42", " Back on 3 seams ");
    const references = carReferences(
      inspectionDetail({
        carsToVerify: [
          {
            id: "car-42",
            reference: "CAR-0042",
            defects: [{ defectName: "Seam puckering", severity: "MAJOR" }],
            request: "Stop it.",
            correctiveAction: null,
            preventiveAction: null,
            inspections: [],
          },
        ],
      }),
    );
    const checked = setCarAnswer(record, "car-9", false);
    expect(summarizeWork(checked, references).carChecks).toEqual([
      { carId: "car-42", label: "CAR-0042", value: "Defect recurred — Back on 3 seams" },
      { carId: "car-9", label: "car-9", value: "Defect gone" },
    ]);
  });
});

describe("savedElsewhere", () => {
  const on = "2026-04-20T09:42:00.000Z";
  const saved = { workSavedBy: { id: "u-9", name: "Riya Shah" }, workSavedOn: on };

  it("names who saved the record the tablet met, and when", () => {
    expect(savedElsewhere(saved, "u-1")).toEqual({
      sentence: `Riya Shah saved this inspection on ${formatDateTime(on)}, after this tablet last had it.`,
      byline: `Riya Shah · ${formatDateTime(on)}`,
    });
  });

  it("tells inspectors their own save from another device or tab", () => {
    expect(savedElsewhere(saved, "u-9")?.sentence).toBe(
      `You saved this inspection from another device or tab on ${formatDateTime(on)}, after this tablet last had it.`,
    );
  });

  it("says nothing when the server does not know", () => {
    expect(savedElsewhere({ workSavedBy: null, workSavedOn: null }, "u-1")).toBeNull();
  });
});
