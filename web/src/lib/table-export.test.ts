import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { toCsv, toXlsx, type ExportTable } from "./table-export";

const table: ExportTable = {
  name: "suppliers",
  sheet: "Supplier Analysis",
  columns: [
    { header: "Supplier" },
    { header: "Inspections", format: "count" },
    { header: "First-time pass rate", format: "percent" },
    { header: "Defects per 100 units", format: "decimal" },
  ],
  rows: [
    ["Anatolia Tekstil A.Ş.", 12, 0.5833333, 3.75],
    ['=HYPERLINK("http://evil","click"), "quoted"', 1, null, -2.26],
    ["@SUM(A1:A2)", 0, 0, 0],
  ],
};

describe("table export", () => {
  it("writes CSV with a BOM, percentages for rates, quoted fields and inert formulas", () => {
    expect(toCsv(table).split("\r\n")).toEqual([
      "\uFEFFSupplier,Inspections,First-time pass rate (%),Defects per 100 units",
      "Anatolia Tekstil A.Ş.,12,58.3,3.8",
      `"'=HYPERLINK(""http://evil"",""click""), ""quoted""",1,,-2.3`,
      "'@SUM(A1:A2),0,0,0",
      "",
    ]);
  });

  it("writes an .xlsx whose numbers are numbers and whose text never becomes a formula", async () => {
    const book = XLSX.read(await toXlsx(table), { type: "array", cellNF: true });
    expect(book.SheetNames).toEqual(["Supplier Analysis"]);
    const sheet = book.Sheets["Supplier Analysis"];
    if (!sheet) throw new Error("no sheet");
    expect(sheet.A1).toMatchObject({ v: "Supplier" });
    expect(sheet.C1).toMatchObject({ v: "First-time pass rate (%)" });
    expect(sheet.B2).toMatchObject({ t: "n", v: 12 });
    expect(sheet.C2).toMatchObject({ t: "n", v: 0.5833333, z: "0.0%" });
    expect(sheet.A3).toMatchObject({ t: "s", v: `'=HYPERLINK("http://evil","click"), "quoted"` });
    expect(sheet.A3).not.toHaveProperty("f");
    expect(sheet.A4).not.toHaveProperty("f");
    expect(sheet.C3).toBeUndefined();
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toHaveLength(4);
  });
});
