import { RESET_JOB_ID, type ResetJobDocument } from "../data/reset-jobs-repository";
import type { ResetJobsStore } from "../data/stores";
import { MemoryDocuments } from "./memory-documents";

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
    return this.jobs.writeJob(job, expected);
  }
}
