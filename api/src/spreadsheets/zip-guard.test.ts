import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkZip, ZIP_LIMITS, ZipProblem } from "./zip-guard";

const FIXTURES = new URL("../../../tests/fixtures/import/", import.meta.url);

interface Entry {
  name: string;
  data: Uint8Array;
  /** What the central directory claims instead of the truth. */
  declaredUnpacked?: number;
  stored?: boolean;
}

/** A minimal zip writer (no CRCs: the guard does not check them), to craft archives that lie. */
function zip(entries: Entry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const unpacked = entry.declaredUnpacked ?? entry.data.byteLength;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(unpacked, 22);
    local.writeUInt16LE(name.byteLength, 26);
    parts.push(local, name, packed);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(entry.stored ? 0 : 8, 10);
    header.writeUInt32LE(packed.byteLength, 20);
    header.writeUInt32LE(unpacked, 24);
    header.writeUInt16LE(name.byteLength, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

const problemOf = (run: () => unknown): ZipProblem => {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipProblem) return error;
    throw error;
  }
  throw new Error("no problem found");
};

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
        zip([
          { name: "a.xml", data },
          { name: "b.xml", data, stored: true },
        ]),
      ),
    ).toHaveLength(2);
  });

  it("refuses an archive that declares more than the limit in total", () => {
    const data = new Uint8Array(10);
    const problem = problemOf(() =>
      checkZip(zip([{ name: "xl/worksheets/sheet1.xml", data, declaredUnpacked: 4_000_000_000 }])),
    );
    expect(problem.kind).toBe("bomb");
    expect(problem.message).toMatch(/declares 3\.7 GB/);
  });

  it("refuses an entry that unpacks to more than it declares (a lying bomb)", () => {
    const data = new Uint8Array(2 * 1024 * 1024);
    const problem = problemOf(() =>
      checkZip(zip([{ name: "xl/sharedStrings.xml", data, declaredUnpacked: 1000 }])),
    );
    expect(problem.kind).toBe("bomb");
    expect(problem.message).toMatch(/unpacks to more than the 1000 bytes it declares/);
  });

  it("refuses an honest archive that compresses absurdly", () => {
    const data = new Uint8Array(5 * 1024 * 1024);
    const problem = problemOf(() =>
      checkZip(zip([{ name: "x.xml", data }]), { ...ZIP_LIMITS, maxRatio: 100 }),
    );
    expect(problem).toMatchObject({ kind: "bomb" });
    expect(problem.message).toMatch(/compressed \d+ times/);
  });

  it("refuses ZIP64 markers and too many parts", () => {
    const archive = zip([{ name: "a", data: new Uint8Array(1) }]);
    const zip64 = archive.slice();
    new DataView(zip64.buffer).setUint32(zip64.byteLength - 22 + 16, 0xffffffff, true);
    expect(problemOf(() => checkZip(zip64)).message).toMatch(/ZIP64/);
    const many = zip(Array.from({ length: 5 }, (_, i) => ({ name: `p${i}`, data: new Uint8Array(1) })));
    expect(problemOf(() => checkZip(many, { ...ZIP_LIMITS, maxEntries: 4 })).message).toMatch(/5 parts/);
  });

  it("calls a truncated archive, or one whose data is not deflate, damaged", () => {
    const archive = zip([{ name: "a.xml", data: new Uint8Array(100) }]);
    expect(problemOf(() => checkZip(archive.subarray(0, archive.byteLength - 5))).kind).toBe("damaged");
    const garbled = archive.slice();
    garbled.fill(0xff, 30 + "a.xml".length, 30 + "a.xml".length + 3); // a reserved deflate block type
    expect(problemOf(() => checkZip(garbled)).kind).toBe("damaged");
  });
});
