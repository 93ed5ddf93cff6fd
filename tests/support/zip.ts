import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";

/**
 * The files of a zip, by name, in the zip's order, read with yauzl (which checks each entry's CRC and sizes as it
 * reads): what someone unzipping a download would get.
 */
export async function readZip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(bytes), { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  return files;
}
