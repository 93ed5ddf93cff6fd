import type { Readable } from "node:stream";
import type { Container } from "@azure/cosmos";
import type { ContainerClient } from "@azure/storage-blob";
import type { DownloadJob, InspectionScope } from "@aql-portal/shared";
import { readableOf } from "./streams";
import { createDocument, deleteDocument, queryAll, readDocument, statusOf, writeJob } from "./documents";

/**
 * A bulk download (docs/decisions/downloads.md): what was asked for, by whom and within which scope, how far its
 * worker has got, and where its zip is once done. One document per download, in the tenant's partition.
 */
export interface DownloadJobDocument extends DownloadJob {
  tenantId: string;
  /** Whose reports: the requester's scope when they asked (a supplier's own supplier), which the worker applies. */
  scope: InspectionScope;
  /** The zip's blob in the `downloads` container: written whole, and only then is the job done. */
  blobName: string;
  /** Deliveries of its queue message that ran it, including those that died. */
  attempts: number;
  /** The last failure a worker met, kept for the poison handler to report if the retries run out. */
  lastError: string | null;
  /** Seconds Cosmos DB keeps it after its last write (set on every write): a backstop for the cleanup timer. */
  ttl: number;
  _etag?: string;
}

/** How long past its expiry a job document outlives a cleanup timer that did not run, before Cosmos DB drops it. */
const TTL_BACKSTOP_SECONDS = 24 * 3600;

function withTtl(job: DownloadJobDocument, now = new Date()): DownloadJobDocument {
  const untilExpiry = Math.ceil((Date.parse(job.expiresOn) - now.getTime()) / 1000);
  return { ...job, ttl: Math.max(0, untilExpiry) + TTL_BACKSTOP_SECONDS };
}

/** Download jobs (Cosmos DB, per tenant) and their zips (blob storage). */
export class DownloadJobsRepository {
  constructor(
    private readonly container: Container,
    private readonly files: ContainerClient,
  ) {}

  get(tenantId: string, id: string): Promise<DownloadJobDocument | undefined> {
    return readDocument(this.container, id, tenantId);
  }

  listFor(tenantId: string, userId: string, limit: number): Promise<DownloadJobDocument[]> {
    return queryAll(
      this.container,
      `SELECT TOP ${Math.trunc(limit)} * FROM c WHERE c.tenantId = @tenantId AND c.requestedBy.id = @userId ORDER BY c.requestedOn DESC`,
      { tenantId, userId },
    );
  }

  create(job: DownloadJobDocument): Promise<DownloadJobDocument> {
    return createDocument(this.container, withTtl(job), `download ${job.id}`);
  }

  write(job: DownloadJobDocument, expected: DownloadJobDocument): Promise<DownloadJobDocument | undefined> {
    return writeJob(this.container, withTtl(job), expected, `download ${job.id}`);
  }

  expired(now: Date): Promise<DownloadJobDocument[]> {
    return queryAll(this.container, "SELECT * FROM c WHERE c.expiresOn <= @now", { now: now.toISOString() });
  }

  /** The file first: a job whose file could not be deleted stays, and the next run tries again. */
  async remove(job: DownloadJobDocument): Promise<void> {
    await this.files.getBlobClient(job.blobName).deleteIfExists();
    try {
      await deleteDocument(this.container, job.id, job.tenantId);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  async readFile(job: DownloadJobDocument): Promise<{ stream: Readable; size: number }> {
    const response = await this.files.getBlobClient(job.blobName).download();
    if (!response.readableStreamBody) throw new Error(`The zip of download ${job.id} came without a body`);
    return { stream: readableOf(response.readableStreamBody), size: response.contentLength ?? 0 };
  }

  /**
   * Writes the zip as `source` produces it, a few blocks at a time (bounded memory whatever its size), committed
   * only once `source` ends: until then nothing is there to offer. Answers its size.
   */
  async writeFile(job: DownloadJobDocument, source: Readable, signal: AbortSignal): Promise<number> {
    const blob = this.files.getBlockBlobClient(job.blobName);
    await blob.uploadStream(source, UPLOAD_BLOCK_BYTES, UPLOAD_CONCURRENCY, {
      abortSignal: signal,
      blobHTTPHeaders: {
        blobContentType: "application/zip",
        blobContentDisposition: `attachment; filename="${job.fileName}"`,
      },
    });
    return (await blob.getProperties({ abortSignal: signal })).contentLength ?? 0;
  }
}

/** The upload's buffers: this many blocks of this size in memory at most, whatever the zip's size. */
const UPLOAD_BLOCK_BYTES = 4 * 1024 * 1024;
const UPLOAD_CONCURRENCY = 2;
