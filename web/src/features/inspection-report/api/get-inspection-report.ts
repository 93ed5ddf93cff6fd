import useSWR, { type SWRResponse } from "swr";
import type { InspectionDetail } from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";
import { getInspectionDetail } from "../../../lib/inspections";

/** Photo links live 10 minutes: the report is read again before they stop working. */
const REFRESH_BEFORE_LINKS_EXPIRE_MS = 8 * 60_000;

export function inspectionReportKey(inspectionId: string) {
  return ["inspection-report", inspectionId] as const;
}

/**
 * The report of one inspection, kept fresh while it is open. Answers the server gives for good (an id outside
 * the user's scope: 404; a role that may not read it: 403) are not retried.
 */
export function useInspectionReport(
  inspectionId: string | null,
): SWRResponse<InspectionDetail, ApiRequestError> {
  return useSWR<InspectionDetail, ApiRequestError, ReturnType<typeof inspectionReportKey> | null>(
    inspectionId ? inspectionReportKey(inspectionId) : null,
    ([, id]) => getInspectionDetail(id),
    {
      refreshInterval: REFRESH_BEFORE_LINKS_EXPIRE_MS,
      shouldRetryOnError: (error: unknown) =>
        !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500,
    },
  );
}
