import { describe, expect, it } from "vitest";
import { DEFAULT_PACKAGING_STANDARD, packagingOutcome, type PackagingCheck } from "@aql-portal/shared";
import { reportTable } from "./report-columns";

const checks = {
  cartonCount: 20,
  paperTape: false,
  cartonDimensions: { length: 60, width: 40, height: 40 },
  unitDimensions: { length: 30, width: 20, height: 5.5 },
  receivedQuantity: 540,
};
const check: PackagingCheck = {
  id: "c1",
  centre: { id: "UDC-BFD", name: "Bradford DC", code: "BFD" },
  bookingReference: "BK-1",
  supplier: { id: "DKW", name: "Dhaka Knitwear Ltd" },
  styleCode: "T1234",
  styleName: "Crew neck jumper",
  colour: "Navy",
  poNumbers: ["4500001", "4500002"],
  orderIds: ["a", "b"],
  poQuantity: 600,
  checks,
  outcome: packagingOutcome(checks, 600, DEFAULT_PACKAGING_STANDARD),
  source: { kind: "dc" },
  checkedBy: { id: "u1", name: "Imran Hossain" },
  checkedOn: "2026-11-20T10:45:00.000Z",
  checkedDay: "2026-11-20",
  etag: "e1",
};

describe("reportTable", () => {
  it("writes the report's columns with the spec's names, each size as three numbers", () => {
    const table = reportTable("garment-check", [check], "packaging-garment-check", "Garment check");
    const row = Object.fromEntries(table.columns.map((column, i) => [column.header, table.rows[0]![i]]));
    // The moment itself: the export writes it as a spreadsheet date, the CSV as the portal shows it.
    expect(table.columns[0]).toMatchObject({ header: "Checked on", format: "moment" });
    expect(row).toMatchObject({
      "Checked on": "2026-11-20T10:45:00.000Z",
      "Booking reference [booking_reference]": "BK-1",
      "DC [UDC_id]": "BFD",
      "Style [style_code]": "T1234",
      "Garment check": "Good fill",
      "Unit length (cm) [unit_length]": 30,
      "Unit height (cm) [unit_height]": 5.5,
      "Carton width (cm) [carton_width]": 40,
      "Est. units per carton [Est_UPC]": 28,
      "Units per carton": 27,
      "Suggested issue [Suggested_Issue]": "Short shipment",
      "All issues": "Short shipment, Plastic tape",
      "Status [status_EN]": "Complete",
    });
  });

  it("gives each report its own result column", () => {
    const headers = (report: "compliance" | "accuracy") =>
      reportTable(report, [], "x", "x").columns.map((column) => column.header);
    expect(headers("compliance")).toContain("Compliance [compliance_result]");
    expect(headers("compliance")).toContain("Tape [paper_tape]");
    expect(headers("accuracy")).toContain("Difference % [PercDiff]");
    expect(headers("accuracy")).not.toContain("Compliance [compliance_result]");
  });
});
