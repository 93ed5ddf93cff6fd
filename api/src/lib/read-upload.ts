import { formatFileSize } from "@aql-portal/shared";
import type { HttpRequest } from "@azure/functions";
import { badRequest } from "./errors";
import { fileRejected } from "./errors";

export interface Upload {
  fileName: string;
  bytes: Uint8Array;
  /** The form's other fields (the import options). */
  fields: Record<string, string>;
}

/** Room for the multipart envelope and the option fields beside the file. */
const ENVELOPE_BYTES = 64 * 1024;

/** The most an upload route reads: the file's limit and its envelope (the route's `maxBodyBytes`). */
export const uploadBodyLimit = (maxFileBytes: number) => maxFileBytes + ENVELOPE_BYTES;

const tooLarge = (maxBytes: number, message?: string) =>
  fileRejected(
    413,
    message ??
      `The file is larger than ${formatFileSize(maxBytes)}, the most this upload takes. Split it into smaller files, or delete unused sheets, pictures and formatting.`,
  );

/**
 * Reads a multipart upload with a field `file`, refusing one over the size limit before and while reading it:
 * a declared Content-Length is checked first, and the body is counted as it arrives (it may declare none).
 */
export async function readUpload(
  request: HttpRequest,
  maxBytes: number,
  /** What to say when the file is too large (default: the spreadsheet advice). */
  tooLargeMessage?: string,
): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw fileRejected(415, "Send the file as multipart/form-data, in a field named file.");
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > uploadBodyLimit(maxBytes)) throw tooLarge(maxBytes, tooLargeMessage);
  const body = await readAtMost(request, uploadBodyLimit(maxBytes), () =>
    tooLarge(maxBytes, tooLargeMessage),
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest("The upload is not a well-formed multipart/form-data body.");
  }
  const file = form.get("file");
  if (!(file instanceof File)) {
    throw badRequest("Choose a file to upload: the form has no file in a field named file.", [
      { field: "body.file", message: "is required" },
    ]);
  }
  if (file.size > maxBytes) throw tooLarge(maxBytes, tooLargeMessage);
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    if (key !== "file" && typeof value === "string") fields[key] = value;
  });
  return { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()), fields };
}

async function readAtMost(request: HttpRequest, limit: number, refusal: () => Error): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
    if (done) break;
    if (!value) continue;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw refusal();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
