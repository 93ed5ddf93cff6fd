import { IMPORT_JOB_ID, type ImportJobDocument, type PoLine } from "../data/import-jobs-repository";
import type { ImportJobsStore } from "../data/stores";
import { MemoryTenantJob } from "./memory-documents";

/**
 * Import jobs in memory, as data/import-jobs-repository.ts keeps them: one job document per tenant, and the file's
 * lines kept by name while the import runs.
 */
export class MemoryImportJobs extends MemoryTenantJob<ImportJobDocument> implements ImportJobsStore {
  private readonly lines = new Map<string, PoLine[]>();

  constructor() {
    super(IMPORT_JOB_ID);
  }

  async abandoned(now: Date): Promise<ImportJobDocument[]> {
    return this.jobs.all().filter((job) => job.status === "running" && job.leaseUntil < now.toISOString());
  }

  async storeLines(tenantId: string, jobId: string, lines: readonly PoLine[]): Promise<string> {
    const name = `${tenantId}/${jobId}.json.gz`;
    this.lines.set(name, structuredClone([...lines]));
    return name;
  }

  async readLines(blobName: string): Promise<PoLine[]> {
    const found = this.lines.get(blobName);
    if (!found) throw new Error(`There are no import lines ${blobName}.`);
    return structuredClone(found);
  }

  async deleteLines(blobName: string): Promise<void> {
    this.lines.delete(blobName);
  }
}
