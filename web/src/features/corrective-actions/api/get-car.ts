import useSWR, { type SWRResponse } from "swr";
import { CorrectiveActionSchema, apiPath, apiRoutes, type CorrectiveAction } from "@aql-portal/shared";
import { apiRequest, ApiRequestError } from "../../../lib/api-client";
import { carKey } from "../../../lib/corrective-actions";

/** The photo and evidence links live minutes: the CAR is read again before they stop working. */
const REFRESH_BEFORE_LINKS_EXPIRE_MS = 8 * 60_000;

/** GET /api/corrective-actions/{carId}: one CAR with its answer, evidence and photo links, and its etag. */
export function getCorrectiveAction(carId: string): Promise<CorrectiveAction> {
  return apiRequest(apiPath(apiRoutes.correctiveAction, { carId }), {
    schema: CorrectiveActionSchema,
    showLoader: false,
  });
}

/**
 * One CAR, kept fresh while its page is open. Answers the server gives for good (another supplier's or a missing
 * one: 404; a role that may not read CARs: 403) are not retried.
 */
export function useCorrectiveAction(carId: string | null): SWRResponse<CorrectiveAction, ApiRequestError> {
  return useSWR<CorrectiveAction, ApiRequestError, ReturnType<typeof carKey> | null>(
    carId ? carKey(carId) : null,
    ([, id]) => getCorrectiveAction(id),
    {
      refreshInterval: REFRESH_BEFORE_LINKS_EXPIRE_MS,
      shouldRetryOnError: (error: unknown) =>
        !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500,
    },
  );
}
