import { RESET_JOB_ID, type ResetJobDocument } from "../data/reset-jobs-repository";
import type { ResetJobsStore } from "../data/stores";
import { MemoryDocuments } from "./memory-documents";

/** The job was written (or removed) since it was read: the writer holds it. */
const HELD_ELSEWHERE = new Error("The reset job was written by someone else since it was read.");

/**
 * Environment reset jobs in memory, as data/reset-jobs-repository.ts keeps them: one job document per tenant,
 * written only over the one last read (none: created only if there is none), else undefined, someone else holds it.
 */
export class MemoryResetJobs implements ResetJobsStore {
  private readonly jobs = new MemoryDocuments<ResetJobDocument>((job) => job.tenantId);

  async get(tenantId: string): Promise<ResetJobDocument | undefined> {
    return this.jobs.read(tenantId, RESET_JOB_ID);
  }

  async write(
    job: ResetJobDocument,
    expected: ResetJobDocument | undefined,
  ): Promise<ResetJobDocument | undefined> {
    if (!expected) return this.jobs.create(job);
    try {
      return this.jobs.replace(job, expected._etag ?? "", () => HELD_ELSEWHERE);
    } catch (error) {
      if (error === HELD_ELSEWHERE) return undefined;
      throw error;
    }
  }
}
