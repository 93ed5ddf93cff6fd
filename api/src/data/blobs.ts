import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  type BlobSASSignatureValues,
  type ContainerClient,
  type UserDelegationKey,
} from "@azure/storage-blob";
import { managedIdentity } from "./identity";

/** Private blob containers: nothing in them is public; files are reached through the API or short-lived links. */
export const BLOB_CONTAINERS = {
  sizeCharts: "size-charts",
  /** Inspectors' photos: `{tenant}/{inspection}/{photo}`. */
  photos: "inspection-photos",
  /** Report PDFs, one per version: `{tenant}/{inspection}/v{n}-{uuid}.pdf`. */
  reports: "inspection-reports",
  /** The validated lines of an import while it runs (gzipped JSON), for rolling it forward: `{tenant}/{job}.json.gz`. */
  importJobs: "import-jobs",
  /** Suppliers' evidence for their answers to corrective action requests: `{tenant}/{car}/{file}`. */
  carEvidence: "car-evidence",
  /** Bulk downloads' zips, until they expire: `{tenant}/{download}.zip`. */
  downloads: "downloads",
} as const;
export type BlobContainerName = keyof typeof BLOB_CONTAINERS;

/**
 * How the API reaches the storage account: with a connection string holding the account key (the local
 * stand-ins), or at its endpoints as the process's managed identity (Azure).
 */
export type StorageConfig =
  | { connectionString: string }
  | { connectionString?: undefined; blobServiceUri: string; queueServiceUri: string };

export interface Blobs {
  service: BlobServiceClient;
  container(name: BlobContainerName): ContainerClient;
  /**
   * A read-only link to one blob that stops working after `minutes`: a SAS signed with the account key (local
   * stand-ins) or, as the managed identity, with a user delegation key, so it cannot be guessed, and nothing
   * public is ever exposed. `fileName` makes the browser save it under that name.
   */
  readLink(name: BlobContainerName, blobName: string, minutes: number, fileName?: string): Promise<string>;
}

/** How long the links the API hands out live: long enough to open a report or show a page of photos. */
export const READ_LINK_MINUTES = 10;

export function createBlobs(storage: StorageConfig): Blobs {
  const service =
    storage.connectionString === undefined
      ? new BlobServiceClient(storage.blobServiceUri, managedIdentity())
      : BlobServiceClient.fromConnectionString(storage.connectionString);
  const container = (name: BlobContainerName) => service.getContainerClient(BLOB_CONTAINERS[name]);
  const delegation =
    storage.connectionString === undefined &&
    delegationKeys((startsOn, expiresOn) => service.getUserDelegationKey(startsOn, expiresOn));
  return {
    service,
    container,
    readLink: async (name, blobName, minutes, fileName) => {
      const blob = container(name).getBlobClient(blobName);
      const link: BlobSASSignatureValues = {
        containerName: BLOB_CONTAINERS[name],
        blobName,
        permissions: BlobSASPermissions.parse("r"),
        startsOn: new Date(Date.now() - 60_000),
        expiresOn: new Date(Date.now() + minutes * 60_000),
        ...(fileName ? { contentDisposition: `attachment; filename="${fileName}"` } : {}),
      };
      if (!delegation) return blob.generateSasUrl(link);
      const key = await delegation(link.expiresOn ?? new Date());
      return `${blob.url}?${generateBlobSASQueryParameters(link, key, service.accountName).toString()}`;
    },
  };
}

/** How long a user delegation key is asked for: a day (Azure allows up to seven), renewed before links outlive it. */
const DELEGATION_KEY_HOURS = 24;

/**
 * User delegation keys, asked for once a day rather than per link (each is a round trip to Entra-backed
 * storage): the key in hand signs a link while it outlives the link; one request at a time asks for a new one.
 */
export function delegationKeys(
  request: (startsOn: Date, expiresOn: Date) => Promise<UserDelegationKey>,
): (linkExpiresOn: Date) => Promise<UserDelegationKey> {
  let current: Promise<UserDelegationKey> | undefined;
  return async (linkExpiresOn) => {
    const held = current ? await current.catch(() => undefined) : undefined;
    if (held && held.signedExpiresOn.getTime() > linkExpiresOn.getTime()) return held;
    const now = Date.now();
    const asked = request(new Date(now - 5 * 60_000), new Date(now + DELEGATION_KEY_HOURS * 3_600_000));
    current = asked;
    return asked;
  };
}

/**
 * With the account key (local stand-ins): creates the blob containers where missing. As the managed identity:
 * checks that the infrastructure made them (infra/). Seeding runs it; requests never do.
 */
export async function ensureBlobContainers(blobs: Blobs, storage: StorageConfig): Promise<void> {
  const missing: string[] = [];
  for (const name of Object.keys(BLOB_CONTAINERS) as BlobContainerName[]) {
    if (storage.connectionString !== undefined) await blobs.container(name).createIfNotExists();
    else if (!(await blobs.container(name).exists())) missing.push(BLOB_CONTAINERS[name]);
  }
  if (missing.length > 0) {
    throw new Error(
      `The storage account at ${blobs.service.url} has no blob container ${missing.join(", ")}: deploy the infrastructure (infra/, README "Deploying to Azure"), which creates them.`,
    );
  }
}
