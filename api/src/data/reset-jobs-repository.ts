import type { Container } from "@azure/cosmos";
import type { ResetJob } from "@aql-portal/shared";
import { readDocument, writeJob } from "./documents";

/**
 * A tenant's environment reset (docs/decisions/environment-reset.md), one document per tenant: its current or
 * last job, with where the worker is, so a worker that dies is followed by one that resumes there.
 */
export interface ResetJobDocument extends Omit<ResetJob, "id"> {
  id: typeof RESET_JOB_ID;
  tenantId: string;
  /** This job's own id (its queue message names it). */
  jobId: string;
  /** Where in the current step: the content kind (index into its list) and the page to read next. */
  position: { kind: number; continuation: string | null };
  /** Deliveries of its queue message that ran it, including those that died. */
  attempts: number;
  /** The last failure a worker met, kept for the poison handler to report if the retries run out. */
  lastError: string | null;
  /** When its queue message was last sent (absent on jobs written before it was kept). */
  queuedOn?: string;
  _etag?: string;
}

export const RESET_JOB_ID = "environment-reset";

export class ResetJobsRepository {
  constructor(private readonly container: Container) {}

  get(tenantId: string): Promise<ResetJobDocument | undefined> {
    return readDocument(this.container, RESET_JOB_ID, tenantId);
  }

  write(
    job: ResetJobDocument,
    expected: ResetJobDocument | undefined,
  ): Promise<ResetJobDocument | undefined> {
    return writeJob(this.container, job, expected, `the reset job of ${job.tenantId}`);
  }
}
