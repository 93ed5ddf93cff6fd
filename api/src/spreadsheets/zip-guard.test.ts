import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { thrown } from "../testing/thrown";
import { zipArchive } from "../testing/zip-archive";
import { checkZip, ZIP_LIMITS, ZipProblem } from "./zip-guard";

const FIXTURES = new URL("../../../tests/fixtures/import/", import.meta.url);

const problemOf = (run: () => unknown) => thrown(ZipProblem, run);

describe("checkZip", () => {
  it("lists the parts of a real workbook (written by openpyxl)", () => {
    const names = checkZip(readFileSync(new URL("valid.xlsx", FIXTURES))).map((e) => e.name);
    expect(names).toContain("xl/workbook.xml");
    expect(names).toContain("xl/worksheets/sheet1.xml");
  });

  it("accepts an honest archive, deflated or stored", () => {
    const data = new TextEncoder().encode("<xml/>".repeat(100));
    expect(
      checkZip(
        zipArchive([
          { name: "a.xml", data },
          { name: "b.xml", data, stored: true },
        ]),
      ),
    ).toHaveLength(2);
  });

  it("refuses an archive that declares more than the limit in total", () => {
    const data = new Uint8Array(10);
    const problem = problemOf(() =>
      checkZip(zipArchive([{ name: "xl/worksheets/sheet1.xml", data, declaredUnpacked: 4_000_000_000 }])),
    );
    expect(problem.kind).toBe("bomb");
    expect(problem.message).toMatch(/declares 3\.7 GB/);
  });

  it("refuses an entry that unpacks to more than it declares (a lying bomb)", () => {
    const data = new Uint8Array(2 * 1024 * 1024);
    const problem = problemOf(() =>
      checkZip(zipArchive([{ name: "xl/sharedStrings.xml", data, declaredUnpacked: 1000 }])),
    );
    expect(problem.kind).toBe("bomb");
    expect(problem.message).toMatch(/unpacks to more than the 1000 bytes it declares/);
  });

  it("refuses an honest archive that compresses absurdly", () => {
    const data = new Uint8Array(5 * 1024 * 1024);
    const problem = problemOf(() =>
      checkZip(zipArchive([{ name: "x.xml", data }]), { ...ZIP_LIMITS, maxRatio: 100 }),
    );
    expect(problem).toMatchObject({ kind: "bomb" });
    expect(problem.message).toMatch(/compressed \d+ times/);
  });

  it("refuses ZIP64 markers and too many parts", () => {
    const archive = zipArchive([{ name: "a", data: new Uint8Array(1) }]);
    const zip64 = archive.slice();
    new DataView(zip64.buffer).setUint32(zip64.byteLength - 22 + 16, 0xffffffff, true);
    expect(problemOf(() => checkZip(zip64)).message).toMatch(/ZIP64/);
    const many = zipArchive(
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}`, data: new Uint8Array(1) })),
    );
    expect(problemOf(() => checkZip(many, { ...ZIP_LIMITS, maxEntries: 4 })).message).toMatch(/5 parts/);
  });

  it("calls a truncated archive, or one whose data is not deflate, damaged", () => {
    const archive = zipArchive([{ name: "a.xml", data: new Uint8Array(100) }]);
    expect(problemOf(() => checkZip(archive.subarray(0, archive.byteLength - 5))).kind).toBe("damaged");
    const garbled = archive.slice();
    garbled.fill(0xff, 30 + "a.xml".length, 30 + "a.xml".length + 3); // a reserved deflate block type
    expect(problemOf(() => checkZip(garbled)).kind).toBe("damaged");
  });
});
