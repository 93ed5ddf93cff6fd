import { isResetActive } from "@aql-portal/shared";
import { HttpError } from "./errors";
import type { Services } from "./services";

/**
 * While a tenant's environment reset runs, nobody writes into it (docs/decisions/environment-reset.md): the API
 * answers every write but the reset's own with 503 (unavailable for a while: the tablet's outbox keeps the work
 * and sends it again later, as it does for any 5xx; 423 already means a blocked account) and marks every answer
 * `x-environment-reset: running`, so the web shows a notice. The job's state is read at most every STATE_TTL_MS per tenant and instance; the instance
 * that starts a reset knows at once.
 */
const STATE_TTL_MS = 2_000;
const states = new Map<string, { active: boolean; readAt: number }>();

export const RESET_HEADER = "x-environment-reset";

export async function isResetting(
  services: Pick<Services, "resetJobs">,
  tenantId: string,
  now = Date.now(),
): Promise<boolean> {
  const known = states.get(tenantId);
  if (known && now - known.readAt < STATE_TTL_MS) return known.active;
  const active = isResetActive(await services.resetJobs.get(tenantId));
  states.set(tenantId, { active, readAt: now });
  return active;
}

/** What this instance just did to the job (started it): no need to wait for the next read. */
export function noteResetState(tenantId: string, active: boolean, now = Date.now()): void {
  states.set(tenantId, { active, readAt: now });
}

export const resetInProgress = () =>
  new HttpError(
    503,
    "The environment is being reset to its demo data: nothing can be changed until it finishes (a minute or two). Your change was not saved; make it again afterwards.",
  );
