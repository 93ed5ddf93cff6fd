import { formatFileSize } from "@aql-portal/shared";
import { inflateRawSync } from "node:zlib";

/**
 * Checks a zip archive (an .xlsx) before any spreadsheet library unpacks it. SheetJS inflates every entry to
 * its end whatever sizes the archive declares, so a small upload could expand to gigabytes in memory. This
 * reads the central directory itself and refuses archives that declare too much, and then inflates each entry
 * once with a hard cap at its declared size (from the same place SheetJS will read it), so an archive that
 * lies about its sizes is caught too.
 */
export interface ZipLimits {
  /** Sum of the entries' unpacked sizes. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed size of one entry; deflate itself cannot exceed about 1,032. */
  maxRatio: number;
  maxEntries: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRatio: 1000,
  maxEntries: 1000,
};

export interface ZipEntry {
  name: string;
  method: number;
  packedBytes: number;
  unpackedBytes: number;
  localHeaderOffset: number;
}

/** Why an archive is refused: "bomb" (it would expand too far) or "damaged" (it cannot be read as a zip). */
export class ZipProblem extends Error {
  override name = "ZipProblem";
  constructor(
    readonly kind: "bomb" | "damaged",
    message: string,
  ) {
    super(message);
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const ZIP64_MARK = 0xffffffff;

/** The entries of the archive, after checking that unpacking it stays within `limits`. */
export function checkZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(bytes, view, limits);
  const declared = entries.reduce((sum, e) => sum + e.unpackedBytes, 0);
  if (declared > limits.maxUnpackedBytes) {
    throw new ZipProblem(
      "bomb",
      `it declares ${formatFileSize(declared)} of contents, more than the ${formatFileSize(limits.maxUnpackedBytes)} a workbook may unpack to`,
    );
  }
  for (const entry of entries) {
    if (entry.unpackedBytes > 1024 * 1024 && entry.unpackedBytes > entry.packedBytes * limits.maxRatio) {
      throw new ZipProblem(
        "bomb",
        `its part ${entry.name} is compressed ${Math.round(entry.unpackedBytes / Math.max(entry.packedBytes, 1))} times, which no ordinary workbook is`,
      );
    }
    checkActualSize(bytes, view, entry);
  }
  return entries;
}

function readCentralDirectory(bytes: Uint8Array, view: DataView, limits: ZipLimits): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK || directorySize === ZIP64_MARK) {
    throw new ZipProblem("bomb", "it is a ZIP64 archive, for contents of 4 GB or more");
  }
  if (count > limits.maxEntries) {
    throw new ZipProblem("bomb", `it holds ${count} parts; a workbook has a few dozen`);
  }
  if (directoryOffset + directorySize > eocd) throw new ZipProblem("damaged", "its directory is cut short");
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipProblem("damaged", "its directory is damaged");
    }
    const nameLength = view.getUint16(at + 28, true);
    const entry: ZipEntry = {
      method: view.getUint16(at + 10, true),
      packedBytes: view.getUint32(at + 20, true),
      unpackedBytes: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (
      entry.packedBytes === ZIP64_MARK ||
      entry.unpackedBytes === ZIP64_MARK ||
      entry.localHeaderOffset === ZIP64_MARK
    ) {
      throw new ZipProblem("bomb", `its part ${entry.name} declares a size of 4 GB or more`);
    }
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** The end-of-central-directory record: the last 22 bytes, unless an archive comment (≤ 64 KB) follows it. */
function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  throw new ZipProblem("damaged", "it has no zip directory (it is cut short or not a zip archive)");
}

/** Unpacks one entry with a hard cap at its declared size: more output means the archive lies about it. */
function checkActualSize(bytes: Uint8Array, view: DataView, entry: ZipEntry): void {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== LOCAL_SIGNATURE) {
    throw new ZipProblem("damaged", `its part ${entry.name} is missing`);
  }
  const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  if (entry.method === 0) {
    if (dataStart + entry.packedBytes > bytes.byteLength || entry.packedBytes !== entry.unpackedBytes) {
      throw new ZipProblem("damaged", `its part ${entry.name} is damaged`);
    }
    return;
  }
  if (entry.method !== 8) {
    throw new ZipProblem("damaged", `its part ${entry.name} uses a compression Excel does not write`);
  }
  let unpacked: number;
  try {
    // Read to the end of the file, as SheetJS does: it ignores the packed size and inflates until the stream ends.
    unpacked = inflateRawSync(bytes.subarray(dataStart), {
      maxOutputLength: Math.max(entry.unpackedBytes, 1),
    }).byteLength;
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ZipProblem(
        "bomb",
        `its part ${entry.name} unpacks to more than the ${formatFileSize(entry.unpackedBytes)} it declares`,
      );
    }
    throw new ZipProblem("damaged", `its part ${entry.name} cannot be unpacked`);
  }
  if (unpacked > entry.unpackedBytes) {
    throw new ZipProblem(
      "bomb",
      `its part ${entry.name} unpacks to more than the ${formatFileSize(entry.unpackedBytes)} it declares`,
    );
  }
}
