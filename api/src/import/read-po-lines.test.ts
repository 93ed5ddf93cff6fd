import { commonListSchemas, metaListSchemas, type ImportProblem } from "@aql-portal/shared";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "../lib/errors";
import { thrown } from "../testing/thrown";
import departments from "../seed/data/departments.json";
import productCategories from "../seed/data/product-categories.json";
import suppliers from "../seed/data/suppliers.json";
import tenantCentres from "../seed/data/tenant-centres.json";
import { findColumns } from "./find-columns";
import { PO_LINES_SHEET, readPoLines } from "./read-po-lines";
import { readSheet } from "../spreadsheets/read-sheet";
import { identifySpreadsheet } from "../spreadsheets/spreadsheet-file";
import type { ReferenceData } from "./validate-rows";

/** Parsing and row validation over the committed fixtures (written by openpyxl, see make_fixtures.py). */
const FIXTURES = new URL("../../../tests/fixtures/import/", import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const reference: ReferenceData = {
  suppliers: z.array(commonListSchemas.suppliers).parse(suppliers),
  productCategories: z.array(commonListSchemas["product-categories"]).parse(productCategories),
  departments: z.array(commonListSchemas.departments).parse(departments),
  centres: z.array(metaListSchemas["tenant-centres"]).parse(tenantCentres),
};
const BFD = { id: "UDC-BFD", name: "Bradford DC" };
const read = (name: string) => readPoLines(fixture(name), name, reference, BFD);

const rejectionOf = (run: () => unknown): HttpError & { details?: { problems?: ImportProblem[] } } =>
  thrown(HttpError, run);

describe("valid.xlsx", () => {
  const { rows, lines } = read("valid.xlsx");

  it("reads every non-blank row below the header", () => {
    expect(rows).toBe(6);
    expect(lines.map((l) => l.row)).toEqual([2, 3, 4, 5, 7, 8]);
  });

  it("keeps codes exactly as typed: zero-padded text, long numbers, zero-padded number formats", () => {
    expect(lines.map((l) => l.poNumber)).toEqual([
      "0045001234",
      "0045001235",
      "12345678901",
      "PO-7788",
      "PO-7788",
      "PO-7789",
    ]);
    expect(lines[2]?.styleCode).toBe("004471");
    expect(lines[0]?.colourCode).toBe("041");
  });

  it("reads dates given as date cells, ISO text, UK text (/ - .) and plain serial numbers", () => {
    expect(lines.map((l) => l.deliveryDate)).toEqual([
      "2026-12-15",
      "2026-12-15",
      "2027-02-03",
      "2027-01-15",
      "2027-01-15",
      "2027-01-15",
    ]);
  });

  it("resolves suppliers, factories, departments and centres by code or name in any case", () => {
    expect(lines[1]).toMatchObject({
      supplier: { id: "SUP-DKW" },
      factory: { id: "FAC-DKW-1" },
      productCategory: { code: "MKNIT", garmentCategory: "long-sleeve top" },
      department: { id: "D02" },
      centre: BFD,
      quantity: 800,
      cartons: 30,
    });
    expect(lines[2]).toMatchObject({ department: { id: "D02" }, centre: { id: "UDC-CDN" }, cartons: null });
    expect(lines[3]).toMatchObject({ centre: { id: "UDC-SWI" }, cartons: 0, factory: { id: "FAC-SFG-2" } });
  });
});

describe("other accepted forms", () => {
  it("matches renamed and reordered headers below a title row, ignoring unknown columns", () => {
    const { lines } = read("renamed-headers.xlsx");
    expect(lines).toEqual([
      expect.objectContaining({
        row: 3,
        poNumber: "PO-4004",
        styleCode: "IMP-4004",
        styleName: "Rib knit beanie",
        colourCode: "G01",
        colourName: "Grey",
        quantity: 40,
        deliveryDate: "2026-11-20",
        factory: { id: "FAC-DKW-2", name: "Ashulia Unit 2" },
        centre: { id: "UDC-CDN", name: "Castle Donington DC" },
      }),
    ]);
  });

  it("reads CSV as text: zero-padded and long codes kept, thousands separators, all three date forms", () => {
    const { lines } = read("valid.csv");
    expect(lines.map((l) => [l.poNumber, l.quantity, l.deliveryDate, l.cartons])).toEqual([
      ["0099000123", 1500, "2026-11-30", 60],
      ["0099000124", 500, "2026-11-30", null],
      ["12345678902", 75, "2026-12-30", 3],
    ]);
    expect(lines[2]).toMatchObject({ colourCode: "010", styleName: 'Vest "Aran"', department: null });
  });

  it("reads workbooks of the 1904 date system", () => {
    expect(read("dates-1904.xlsx").lines[0]?.deliveryDate).toBe("2026-12-15");
  });
});

describe("row-problems.xlsx: every problem, each where it is", () => {
  const error = rejectionOf(() => read("row-problems.xlsx"));
  const problems = error.details?.problems ?? [];
  const at = (row: number) => problems.filter((p) => p.row === row);

  it("is a 422 that counts the problems and writes nothing", () => {
    expect(error.status).toBe(422);
    expect(error.message).toBe(`The file has ${problems.length} problems; nothing was imported.`);
  });

  it.each([
    [3, "Style Name", "", /Style Name is required/],
    [4, "Supplier", "NOPE", /Supplier “NOPE” is unknown/],
    [5, "Factory", "ANT1", /not a factory of Dhaka Knitwear Ltd \(DKW\): its factories are DKW1/],
    [6, "Product Category", "MKNITX", /Product category “MKNITX” is unknown/],
    [7, "Department", "Toys", /Department “Toys” is unknown/],
    [8, "DC / Centre", "XYZ", /Centre “XYZ” is unknown/],
    [9, "Order Quantity", "12a", /Order Quantity is not a whole number/],
    [10, "Order Quantity", "0", /must be more than zero/],
    [11, "Order Quantity", "12.5", /is not a whole number/],
    [12, "Cartons", "-3", /Cartons cannot be negative/],
    [13, "Delivery Date", "next week", /Delivery Date is not a date/],
    [14, "Delivery Date", "31/02/2026", /is not a real date/],
    [15, "Supplier", "ANT", /PO BAD-0001 is for Dhaka Knitwear Ltd on row 2: a PO has one supplier/],
    [16, "Season Code", "SS27", /PO BAD-0001 is for season AW26 on row 2/],
    [18, "Order Quantity", "200", /also on row 17 with a different Order Quantity/],
    [19, "PO Number", "1.2E+10", /powers of ten/],
    [20, "Order Quantity", "#N/A", /Excel error \(#N\/A\)/],
    [21, "Style Code", "IMP/9005", /Style code may contain letters, digits and \. - _ only/],
    [22, "Style Name", "Another name", /Style IMP-9001 is “Problem style” on row 2/],
    [23, "PO Number", "", /PO Number is required/],
  ])("row %d, %s = %j", (row, column, value, message) => {
    const found = at(row);
    expect(found.map((p) => [p.row, p.column, p.value])).toEqual([[row, column, value]]);
    expect(found[0]?.message).toMatch(message);
  });

  it("finds nothing wrong with the good rows", () => {
    expect(at(2)).toEqual([]);
    expect(at(17)).toEqual([]);
    expect(problems).toHaveLength(20);
  });
});

describe("files refused as a whole", () => {
  it("names the first cell holding a formula", () => {
    const error = rejectionOf(() => read("formula.xlsx"));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/^Cell D7 holds a formula: paste values only/);
    expect(error.details?.problems).toEqual([
      {
        row: 7,
        column: null,
        value: '=TEXT(41,"000")',
        message: "Cell D7 holds a formula: paste values only.",
      },
    ]);
  });

  it("names the required columns the header row lacks", () => {
    const error = rejectionOf(() => read("missing-columns.xlsx"));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/required columns Supplier, Delivery Date/);
    expect(error.details?.problems?.map((p) => p.column)).toEqual(["Supplier", "Delivery Date"]);
  });

  it("says when there are no PO lines below the header", () => {
    expect(rejectionOf(() => read("headers-only.xlsx")).message).toMatch(/no PO lines below its header row/);
  });

  it("refuses two columns that mean the same", () => {
    const csv = "PO,PO No,Style Code\n1,2,3\n";
    const sheet = readSheet(identifySpreadsheet(new TextEncoder().encode(csv), "x.csv"), PO_LINES_SHEET);
    const error = rejectionOf(() => findColumns(sheet));
    expect(error.status).toBe(422);
  });

  it("refuses a CSV value that is a formula", () => {
    const csv = 'PO Number,Style Code\n1,=HYPERLINK("http://x")\n';
    const error = rejectionOf(() =>
      readSheet(identifySpreadsheet(new TextEncoder().encode(csv), "x.csv"), PO_LINES_SHEET),
    );
    expect(error.message).toMatch(/^Cell B2 holds a formula/);
  });

  it("refuses more rows than the limit", () => {
    const header =
      "PO Number,Style Code,Style Name,Colour Code,Colour Name,Season Code,Product Category,Supplier,Factory,Order Quantity,Delivery Date\n";
    const csv = header + "P,S,N,C,C,AW26,MKNIT,DKW,DKW1,1,15/12/2026\n".repeat(20_001);
    const error = rejectionOf(() => readPoLines(new TextEncoder().encode(csv), "big.csv", reference, BFD));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/20,001 PO lines: at most 20,000/);
  });
});
