import useSWR, { type SWRResponse } from "swr";
import { apiRoutes, isResetActive, ResetJobSchema, type ResetJob } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

const KEY = "reset-job";

/** The job, or null before the tenant's first reset (204). */
async function readResetJob(): Promise<ResetJob | null> {
  const job = await apiRequest(apiRoutes.reset, { schema: ResetJobSchema.optional(), showLoader: false });
  return job ?? null;
}

/**
 * The tenant's current or last environment reset (administrators), read every second while one runs, so the
 * page and the shell's indicator move with it; `enabled` false reads nothing (other roles, flag off).
 */
export function useResetJob(enabled: boolean): SWRResponse<ResetJob | null, ApiRequestError> {
  return useSWR<ResetJob | null, ApiRequestError, string | null>(enabled ? KEY : null, readResetJob, {
    refreshInterval: (job) => (isResetActive(job) ? 1000 : 0),
    revalidateOnFocus: true,
  });
}

/** POST /api/reset with the environment's name as typed: the new job, or the one already running. */
export function startReset(confirm: string): Promise<ResetJob> {
  return apiRequest(apiRoutes.reset, {
    method: "POST",
    body: { confirm },
    schema: ResetJobSchema,
    loaderMessage: "Starting the reset…",
  });
}

export { KEY as RESET_JOB_KEY };
