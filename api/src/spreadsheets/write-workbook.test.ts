import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { writeWorkbook } from "./write-workbook";

describe("writeWorkbook", () => {
  it("writes text that would start a formula with an apostrophe, and numbers and other text as they are", () => {
    const bytes = writeWorkbook([
      {
        name: "Suppliers",
        sheet: XLSX.utils.aoa_to_sheet([
          ["Name", "Tolerance"],
          ['=HYPERLINK("http://evil","x")', -0.5],
          ["+44 20 7946 0000", 1],
          ["@SUM(A1)", "-2+3"],
          ["Dhaka Knitwear Ltd", 0],
        ]),
      },
    ]);
    const sheet = XLSX.read(bytes, { type: "array" }).Sheets.Suppliers;
    expect(XLSX.utils.sheet_to_json(sheet as XLSX.WorkSheet, { header: 1 })).toEqual([
      ["Name", "Tolerance"],
      [`'=HYPERLINK("http://evil","x")`, -0.5],
      ["'+44 20 7946 0000", 1],
      ["'@SUM(A1)", "'-2+3"],
      ["Dhaka Knitwear Ltd", 0],
    ]);
  });
});
