import { BlobServiceClient, type ContainerClient } from "@azure/storage-blob";

/** Private blob containers: nothing in them is public; files are reached through the API or short-lived links. */
export const BLOB_CONTAINERS = {
  sizeCharts: "size-charts",
} as const;
export type BlobContainerName = keyof typeof BLOB_CONTAINERS;

export interface Blobs {
  service: BlobServiceClient;
  container(name: BlobContainerName): ContainerClient;
}

export function createBlobs(connectionString: string): Blobs {
  const service = BlobServiceClient.fromConnectionString(connectionString);
  return { service, container: (name) => service.getContainerClient(BLOB_CONTAINERS[name]) };
}

/** Creates the blob containers where missing (deploy and local start-up; not on each request). */
export async function ensureBlobContainers(blobs: Blobs): Promise<void> {
  for (const name of Object.keys(BLOB_CONTAINERS) as BlobContainerName[]) {
    await blobs.container(name).createIfNotExists();
  }
}
