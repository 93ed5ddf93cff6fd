import { BLOB_CONTAINERS, type BlobContainerName } from "../data/blobs";
import type { BlobFolder, BlobStore } from "../data/stores";

/** A stored file: its bytes and the content type it was uploaded with. */
export interface MemoryBlob {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * The private blob containers in memory: uploads replace a file of the same name, a file that is not there
 * cannot be downloaded (as Blob storage answers 404), and read links name the file they lead to.
 */
export class MemoryBlobs implements BlobStore {
  private readonly files = new Map<BlobContainerName, Map<string, MemoryBlob>>();

  container(name: BlobContainerName): BlobFolder {
    const files = this.folder(name);
    return {
      getBlockBlobClient: (blobName) => ({
        uploadData: async (data, options) => {
          files.set(blobName, {
            bytes: Uint8Array.from(data),
            contentType: options.blobHTTPHeaders.blobContentType,
          });
        },
      }),
      getBlobClient: (blobName) => ({
        deleteIfExists: async () => files.delete(blobName),
        downloadToBuffer: async () => {
          const file = files.get(blobName);
          if (!file) throw new Error(`There is no blob ${blobName} in ${BLOB_CONTAINERS[name]}.`);
          return Buffer.from(file.bytes);
        },
      }),
      listBlobsFlat: async function* ({ prefix }) {
        for (const blobName of files.keys()) if (blobName.startsWith(prefix)) yield { name: blobName };
      },
    };
  }

  async readLink(name: BlobContainerName, blobName: string, minutes: number, fileName?: string) {
    const link = new URL(`memory://${BLOB_CONTAINERS[name]}/${blobName}`);
    link.searchParams.set("minutes", String(minutes));
    if (fileName) link.searchParams.set("fileName", fileName);
    return link.href;
  }

  /** The files of a container by name, for a test to see what a route stored. */
  filesOf(name: BlobContainerName): ReadonlyMap<string, MemoryBlob> {
    return new Map(this.folder(name));
  }

  private folder(name: BlobContainerName): Map<string, MemoryBlob> {
    const files = this.files.get(name) ?? new Map<string, MemoryBlob>();
    this.files.set(name, files);
    return files;
  }
}
