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
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(packed.byteLength, 18);
    local.writeUInt32LE(unpacked, 22);
    local.writeUInt16LE(name.byteLength, 26);
    parts.push(local, name, packed);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(method, 10);
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
