import useSWR from "swr";
import type { z } from "zod";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

type Query = Readonly<Record<string, string | undefined>>;

/**
 * One analytics route read for the page's filters: the figures draw their own skeleton (no global loader), and
 * figures for the previous filters stay on screen, dimmed, while new ones load. No query: no request.
 */
export function useAnalyticsRoute<T>(route: string, schema: z.ZodType<T>, query: Query | null) {
  return useSWR<T, ApiRequestError>(
    query ? ["analytics", route, query] : null,
    ([, path, params]: readonly [string, string, Query]) =>
      apiRequest(path, { query: params, schema, showLoader: false }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
