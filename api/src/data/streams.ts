import { PassThrough, pipeline, type Readable } from "node:stream";

/**
 * A Node Readable of what an SDK or library hands out as a bare NodeJS.ReadableStream (a blob's body, a zip's
 * output): piped through, so its errors reach the reader, and destroying it ends the wait of whoever reads it at
 * once (Readable.from would first wait for the source's next chunk).
 */
export function readableOf(source: NodeJS.ReadableStream): Readable {
  const through = new PassThrough();
  // A failure destroys `through` with the error, which is how its reader learns of it.
  pipeline(source, through, () => undefined);
  return through;
}
