import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/errors";
import { thrown } from "../testing/thrown";
import { zipArchive } from "../testing/zip-archive";
import { decodeText, identifySpreadsheet } from "./spreadsheet-file";

const FIXTURES = new URL("../../../tests/fixtures/import/", import.meta.url);
const bytes = (...values: number[]) => new Uint8Array(values);

const rejection = (data: Uint8Array, name = "upload.xlsx") =>
  thrown(HttpError, () => identifySpreadsheet(data, name));

/** A one-part zip archive (like a .docx stripped down), enough to be told apart from a workbook. */
const zipWith = (name: string) => zipArchive([{ name, data: new TextEncoder().encode("<x/>") }]);

describe("identifySpreadsheet", () => {
  it("recognises an .xlsx workbook and CSV text by their content", () => {
    expect(identifySpreadsheet(readFileSync(new URL("valid.xlsx", FIXTURES)), "a.xlsx").kind).toBe("xlsx");
    const csv = identifySpreadsheet(readFileSync(new URL("valid.csv", FIXTURES)), "a.csv");
    expect(csv.kind).toBe("csv");
    if (csv.kind === "csv") expect(csv.text.startsWith("STYLE,po no")).toBe(true);
  });

  it.each([
    ["an empty file", new Uint8Array(), 400, /is empty/],
    [
      "a PDF named .xlsx",
      new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj"),
      415,
      /is a PDF.*Save it as \.xlsx or \.csv/,
    ],
    [
      "a legacy .xls",
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
      415,
      /old-style Excel workbook \(\.xls\)/,
    ],
    [
      "random bytes",
      new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)),
      415,
      /is not a spreadsheet.*Save it as/,
    ],
    ["a Word document", zipWith("word/document.xml"), 415, /is a Word document, not an \.xlsx workbook/],
    ["an .xlsb workbook", zipWith("xl/workbook.bin"), 415, /\.xlsb/],
    ["an empty zip", bytes(0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)), 400, /empty zip/],
    [
      "a truncated workbook",
      readFileSync(new URL("valid.xlsx", FIXTURES)).subarray(0, 2000),
      415,
      /is damaged/,
    ],
  ])("refuses %s", (_what, data, status, message) => {
    const error = rejection(data);
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
  });
});

describe("decodeText", () => {
  it("reads UTF-8 with or without a byte-order mark, UTF-16 with one, and Windows-1252 otherwise", () => {
    expect(decodeText(new TextEncoder().encode("Café,1"))).toBe("Café,1");
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe("A");
    expect(decodeText(new Uint8Array(Buffer.from("\ufeffA\tB", "utf16le")))).toBe("A\tB");
    expect(decodeText(bytes(0x43, 0x61, 0x66, 0xe9))).toBe("Café");
  });

  it("finds control characters in binary data", () => {
    expect(decodeText(bytes(0x41, 0x00, 0x42))).toBeUndefined();
  });
});
