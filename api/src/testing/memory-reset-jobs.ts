import { RESET_JOB_ID, type ResetJobDocument } from "../data/reset-jobs-repository";
import type { ResetJobsStore } from "../data/stores";
import { MemoryTenantJob } from "./memory-documents";

/** Environment reset jobs in memory, as data/reset-jobs-repository.ts keeps them: one job document per tenant. */
export class MemoryResetJobs extends MemoryTenantJob<ResetJobDocument> implements ResetJobsStore {
  constructor() {
    super(RESET_JOB_ID);
  }
}
