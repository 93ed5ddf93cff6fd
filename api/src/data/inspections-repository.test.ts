import { describe, expect, it } from "vitest";
import { importedInspection } from "../testing/documents-fixture";
import { completeInspection, toApiInspection } from "./inspections-repository";

/** An inspection as the import wrote it before planning fields existed. */
const imported = importedInspection({ poNumbers: ["PO-2", "PO-1"], _etag: '"e1"' });

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
      searchText: "s-1 po-2 po-1 0a1b2c3d4e",
    });
    const planned = completeInspection({ ...imported, inspectionDate: "2026-12-20" });
    expect(planned.scheduledDate).toBe("2026-12-20");
  });

  it("go to the API with their plan's acceptance numbers and etag", () => {
    expect(toApiInspection(imported)).toMatchObject({
      allowedDefectsMaj: 5,
      allowedDefectsMin: 7,
      etag: '"e1"',
    });
  });
});
