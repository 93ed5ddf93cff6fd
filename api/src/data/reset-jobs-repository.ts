import type { Container } from "@azure/cosmos";
import type { ResetJob } from "@aql-portal/shared";
import { recordCosmos } from "./cosmos";
import type { ResetJobsStore } from "./stores";

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
  _etag?: string;
}

export const RESET_JOB_ID = "environment-reset";

export class ResetJobsRepository implements ResetJobsStore {
  constructor(private readonly container: Container) {}

  async get(tenantId: string): Promise<ResetJobDocument | undefined> {
    const response = await this.container.item(RESET_JOB_ID, tenantId).read<ResetJobDocument>();
    recordCosmos(response, response.resource ? 1 : 0);
    return response.resource;
  }

  /**
   * Writes the job if the stored one is still `expected` (its ETag; none: there is none yet). Undefined when
   * someone else wrote it first.
   */
  async write(
    job: ResetJobDocument,
    expected: ResetJobDocument | undefined,
  ): Promise<ResetJobDocument | undefined> {
    const { _etag, ...body } = job;
    try {
      const response = expected
        ? await this.container.item(RESET_JOB_ID, job.tenantId).replace<ResetJobDocument>(body, {
            accessCondition: { type: "IfMatch", condition: expected._etag ?? "" },
          })
        : await this.container.items.create<ResetJobDocument>(body);
      recordCosmos(response, 1);
      if (!response.resource)
        throw new Error(`Writing the reset job of ${job.tenantId} returned no document`);
      return response.resource;
    } catch (error) {
      const code = error instanceof Error && "code" in error ? error.code : undefined;
      if (code === 409 || code === 412 || code === 404) return undefined;
      throw error;
    }
  }
}
