import { fileRejected } from "../lib/errors";
import { checkZip, ZIP_LIMITS, ZipProblem, type ZipLimits } from "./zip-guard";

/** An upload that is a spreadsheet we read: an .xlsx workbook (checked zip) or CSV text (decoded). */
export type SpreadsheetFile = { kind: "xlsx"; bytes: Uint8Array } | { kind: "csv"; text: string };

const SAVE_AS = "Save it as .xlsx or .csv and upload it again.";

/**
 * Decides what an upload is from its content, never from its name (a PDF renamed .xlsx is still a PDF):
 * a zip holding an Excel workbook, or text. Anything else is refused with a message saying what to do.
 */
export function identifySpreadsheet(
  bytes: Uint8Array,
  fileName: string,
  zipLimits: ZipLimits = ZIP_LIMITS,
): SpreadsheetFile {
  const name = fileName || "The file";
  if (bytes.byteLength === 0) {
    throw fileRejected(400, `${name} is empty. Fill in the template and upload it again.`);
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return { kind: "xlsx", bytes: checkWorkbookZip(bytes, name, zipLimits) };
  if (startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    throw fileRejected(400, `${name} is an empty zip archive, not a workbook. ${SAVE_AS}`);
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    throw fileRejected(
      415,
      `${name} is an old-style Excel workbook (.xls) or a password-protected one. Remove any password, save it as .xlsx or .csv and upload it again.`,
    );
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    throw fileRejected(415, `${name} is a PDF, not a spreadsheet. ${SAVE_AS}`);
  }
  const text = decodeText(bytes);
  if (text === undefined) throw fileRejected(415, `${name} is not a spreadsheet. ${SAVE_AS}`);
  return { kind: "csv", text };
}

function checkWorkbookZip(bytes: Uint8Array, name: string, zipLimits: ZipLimits): Uint8Array {
  let parts: string[];
  try {
    parts = checkZip(bytes, zipLimits).map((entry) => entry.name);
  } catch (error) {
    if (!(error instanceof ZipProblem)) throw error;
    if (error.kind === "bomb") {
      throw fileRejected(
        413,
        `${name} was refused: ${error.message}. Copy your rows into a fresh template and upload that.`,
      );
    }
    throw fileRejected(
      415,
      `${name} is damaged (${error.message}). Open it in Excel, save it as .xlsx or .csv and upload it again.`,
    );
  }
  if (parts.includes("xl/workbook.xml")) return bytes;
  const kind = parts.includes("xl/workbook.bin")
    ? "an Excel binary workbook (.xlsb)"
    : parts.includes("content.xml")
      ? "an OpenDocument file"
      : parts.includes("word/document.xml")
        ? "a Word document"
        : "a zip archive";
  throw fileRejected(415, `${name} is ${kind}, not an .xlsx workbook. ${SAVE_AS}`);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * The text of a CSV file: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark (Excel's
 * "Unicode text"), or else Windows-1252 (Excel's plain "CSV"). Undefined when it holds control characters,
 * which text never does: a binary file.
 */
export function decodeText(bytes: Uint8Array): string | undefined {
  let text: string;
  if (startsWith(bytes, [0xff, 0xfe])) text = new TextDecoder("utf-16le").decode(bytes.subarray(2));
  else if (startsWith(bytes, [0xfe, 0xff])) text = new TextDecoder("utf-16be").decode(bytes.subarray(2));
  else {
    const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      text = new TextDecoder("windows-1252").decode(body);
    }
  }
  return hasControlCharacters(text) ? undefined : text;
}

/** Tab, line feed and carriage return are the only control characters a CSV file holds. */
function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
