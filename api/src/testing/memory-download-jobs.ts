import { Readable } from "node:stream";
import type { DownloadJobDocument } from "../data/download-jobs-repository";
import { alreadyExists } from "../data/storage-errors";
import type { DownloadJobsStore } from "../data/stores";
import { MemoryDocuments } from "./memory-documents";

/** The job was written (or removed) since it was read: the writer holds it. */
const HELD_ELSEWHERE = new Error("The download job was written by someone else since it was read.");

/**
 * Download jobs in memory, as data/download-jobs-repository.ts keeps them: one document per download in the
 * tenant's partition, written only over the one last read (else undefined: someone else holds it), and each
 * finished zip's bytes kept by its blob name.
 */
export class MemoryDownloadJobs implements DownloadJobsStore {
  private readonly jobs = new MemoryDocuments<DownloadJobDocument>((job) => job.tenantId);
  private readonly files = new Map<string, Buffer>();

  async get(tenantId: string, id: string): Promise<DownloadJobDocument | undefined> {
    return this.jobs.read(tenantId, id);
  }

  async listFor(tenantId: string, userId: string, limit: number): Promise<DownloadJobDocument[]> {
    return this.jobs
      .all()
      .filter((job) => job.tenantId === tenantId && job.requestedBy.id === userId)
      .sort((a, b) => b.requestedOn.localeCompare(a.requestedOn))
      .slice(0, Math.trunc(limit));
  }

  async create(job: DownloadJobDocument): Promise<DownloadJobDocument> {
    const created = this.jobs.create(job);
    if (!created) throw alreadyExists(`There is a download ${job.id} already.`);
    return created;
  }

  async write(
    job: DownloadJobDocument,
    expected: DownloadJobDocument,
  ): Promise<DownloadJobDocument | undefined> {
    return this.jobs.writeJob(job, expected);
  }

  async expired(now: Date): Promise<DownloadJobDocument[]> {
    return this.jobs.all().filter((job) => job.expiresOn <= now.toISOString());
  }

  async remove(job: DownloadJobDocument): Promise<void> {
    this.files.delete(job.blobName);
    const stored = this.jobs.read(job.tenantId, job.id);
    if (stored) this.jobs.delete(job.tenantId, job.id, stored._etag ?? "", () => HELD_ELSEWHERE);
  }

  async readFile(job: DownloadJobDocument): Promise<{ stream: Readable; size: number }> {
    const file = this.files.get(job.blobName);
    if (!file) throw new Error(`There is no zip ${job.blobName}.`);
    return { stream: Readable.from([file]), size: file.length };
  }

  /** Writes the zip as `source` produces it, kept only once it ends; answers its size (as the repository's). */
  async writeFile(job: DownloadJobDocument, source: Readable, signal: AbortSignal): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of source) {
      signal.throwIfAborted();
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    const file = Buffer.concat(chunks);
    this.files.set(job.blobName, file);
    return file.length;
  }

  /** Whether a zip is kept under this blob name. */
  hasFile(blobName: string): boolean {
    return this.files.has(blobName);
  }
}
