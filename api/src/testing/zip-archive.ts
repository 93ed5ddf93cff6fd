import { deflateRawSync } from "node:zlib";

/** A part of a crafted archive. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** What the headers claim the part unpacks to, instead of the truth. */
  declaredUnpacked?: number;
  /** Stored as it is rather than deflated. */
  stored?: boolean;
}

/**
 * A minimal zip writer, to craft archives that lie about their sizes or are not workbooks: no CRCs, which the
 * upload checks never reach (zip-guard.ts refuses such archives by their headers first).
 */
export function zipArchive(entries: readonly ZipEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = entry.stored ? Buffer.from(entry.data) : deflateRawSync(entry.data);
    const unpacked = entry.declaredUnpacked ?? entry.data.byteLength;
    const method = entry.stored ? 0 : 8;
    // The sizes, method and name's length stand in both headers, at their own offsets.
    const local = record(30, 0x04034b50, [
      [8, 2, method],
      [18, 4, packed.byteLength],
      [22, 4, unpacked],
      [26, 2, name.byteLength],
    ]);
    parts.push(local, name, packed);
    const header = record(46, 0x02014b50, [
      [10, 2, method],
      [20, 4, packed.byteLength],
      [24, 4, unpacked],
      [28, 2, name.byteLength],
      [42, 4, offset],
    ]);
    central.push(header, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = record(22, 0x06054b50, [
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directory.byteLength],
    [16, 4, offset],
  ]);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}

/** A zip record: its signature, then little-endian fields of 2 or 4 bytes at their offsets, the rest zero. */
function record(
  size: number,
  signature: number,
  fields: readonly [offset: number, bytes: 2 | 4, value: number][],
): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32LE(signature, 0);
  for (const [offset, length, value] of fields) {
    if (length === 2) bytes.writeUInt16LE(value, offset);
    else bytes.writeUInt32LE(value, offset);
  }
  return bytes;
}
