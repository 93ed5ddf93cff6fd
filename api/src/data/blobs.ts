import { BlobSASPermissions, BlobServiceClient, type ContainerClient } from "@azure/storage-blob";

/** Private blob containers: nothing in them is public; files are reached through the API or short-lived links. */
export const BLOB_CONTAINERS = {
  sizeCharts: "size-charts",
  /** Inspectors' photos: `{tenant}/{inspection}/{photo}`. */
  photos: "inspection-photos",
  /** Report PDFs, one per version: `{tenant}/{inspection}/v{n}-{uuid}.pdf`. */
  reports: "inspection-reports",
  /** The validated lines of an import while it runs (gzipped JSON), for rolling it forward: `{tenant}/{job}.json.gz`. */
  importJobs: "import-jobs",
  /** Bulk downloads' zips, until they expire: `{tenant}/{download}.zip`. */
  downloads: "downloads",
} as const;
export type BlobContainerName = keyof typeof BLOB_CONTAINERS;

export interface Blobs {
  service: BlobServiceClient;
  container(name: BlobContainerName): ContainerClient;
  /**
   * A read-only link to one blob that stops working after `minutes`: signed with the account key, so it cannot be
   * guessed, and nothing public is ever exposed. `fileName` makes the browser save it under that name.
   */
  readLink(name: BlobContainerName, blobName: string, minutes: number, fileName?: string): Promise<string>;
}

/** How long the links the API hands out live: long enough to open a report or show a page of photos. */
export const READ_LINK_MINUTES = 10;

export function createBlobs(connectionString: string): Blobs {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  const container = (name: BlobContainerName) => service.getContainerClient(BLOB_CONTAINERS[name]);
  return {
    service,
    container,
    readLink: (name, blobName, minutes, fileName) =>
      container(name)
        .getBlobClient(blobName)
        .generateSasUrl({
          permissions: BlobSASPermissions.parse("r"),
          startsOn: new Date(Date.now() - 60_000),
          expiresOn: new Date(Date.now() + minutes * 60_000),
          ...(fileName ? { contentDisposition: `attachment; filename="${fileName}"` } : {}),
        }),
  };
}

/** Creates the blob containers where missing (deploy and local start-up; not on each request). */
export async function ensureBlobContainers(blobs: Blobs): Promise<void> {
  for (const name of Object.keys(BLOB_CONTAINERS) as BlobContainerName[]) {
    await blobs.container(name).createIfNotExists();
  }
}
