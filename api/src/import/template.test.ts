import { commonListSchemas, IMPORT_COLUMNS, metaListSchemas } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { z } from "zod";
import departments from "../seed/data/departments.json";
import productCategories from "../seed/data/product-categories.json";
import suppliers from "../seed/data/suppliers.json";
import tenantCentres from "../seed/data/tenant-centres.json";
import { readPoLines } from "./read-po-lines";
import { buildTemplate } from "./template";
import type { ReferenceData } from "./validate-rows";

const reference: ReferenceData = {
  suppliers: z.array(commonListSchemas.suppliers).parse(suppliers),
  productCategories: z.array(commonListSchemas["product-categories"]).parse(productCategories),
  departments: z.array(commonListSchemas.departments).parse(departments),
  centres: z.array(metaListSchemas["tenant-centres"]).parse(tenantCentres),
};
const bytes = buildTemplate(reference);
const workbook = XLSX.read(bytes, { type: "array", cellNF: true, sheetStubs: true });

describe("the import template", () => {
  it("has the sheets PO lines and Instructions", () => {
    expect(workbook.SheetNames).toEqual(["PO lines", "Instructions"]);
  });

  it("heads PO lines with every column and gives one example row", () => {
    const rows = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets["PO lines"] as XLSX.WorkSheet, {
      header: 1,
      raw: false,
      blankrows: false,
      defval: "",
    });
    expect(rows[0]).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(2);
  });

  it("formats code columns as text and the date column as a date, also in the rows to fill", () => {
    const sheet = workbook.Sheets["PO lines"] as XLSX.WorkSheet;
    IMPORT_COLUMNS.forEach((column, c) => {
      const example = sheet[XLSX.utils.encode_cell({ r: 1, c })] as XLSX.CellObject;
      const below = sheet[XLSX.utils.encode_cell({ r: 500, c })] as XLSX.CellObject | undefined;
      if (column.kind === "code") {
        expect(example).toMatchObject({ t: "s", v: column.example, z: "@" });
        expect(below?.z).toBe("@");
      }
      if (column.kind === "date") {
        expect(example).toMatchObject({ t: "n", v: 46371, z: "dd/mm/yyyy" });
        expect(below?.z).toBe("dd/mm/yyyy");
      }
      if (column.kind === "integer") expect(example).toMatchObject({ t: "n", v: Number(column.example) });
    });
  });

  it("reads back as a valid import: its example row is a clean PO line", () => {
    const { lines } = readPoLines(bytes, "template.xlsx", reference, { id: "UDC-BFD", name: "Bradford DC" });
    expect(lines).toEqual([
      expect.objectContaining({
        poNumber: "0045001234",
        colourCode: "041",
        deliveryDate: "2026-12-15",
        quantity: 1200,
      }),
    ]);
  });

  it("explains each column and lists the tenant's categories, suppliers with factories, departments and centres", () => {
    const text = XLSX.utils
      .sheet_to_json<string[]>(workbook.Sheets.Instructions as XLSX.WorkSheet, { header: 1, raw: false })
      .map((row) => row.join(" | "))
      .join("\n");
    for (const column of IMPORT_COLUMNS) expect(text).toContain(column.header);
    expect(text).toMatch(/at most 10 MB and 20,000 rows/);
    expect(text).toContain("MKNIT | Men's Knitwear");
    expect(text).toContain("DKW | Dhaka Knitwear Ltd | DKW2 | Ashulia Unit 2");
    expect(text).toContain("BFD | Bradford DC");
    expect(text).toContain("D02 | Menswear");
  });
});
