import { useCallback, useMemo } from "react";
import useSWRInfinite, { unstable_serialize } from "swr/infinite";
import { DEFAULT_PAGE_SIZE, PlanPageSchema, apiRoutes, type Page, type PlanRow } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";
import { useRereadWhenShown } from "../../../lib/use-paged-list";

/** Inspection days, both ends included, as yyyy-mm-dd on the inspector's own calendar. */
export interface PlanRange {
  from: string;
  to: string;
}

/**
 * GET /api/inspections?context=planningApp: one page of the signed-in inspector's plan, their assigned
 * inspections by inspection date. The page draws its own skeleton, so it does not raise the global loader.
 */
export function listPlan(range: PlanRange, continuationToken: string | null): Promise<Page<PlanRow>> {
  return apiRequest(apiRoutes.inspections, {
    query: {
      context: "planningApp",
      from: range.from,
      to: range.to,
      pageSize: DEFAULT_PAGE_SIZE,
      continuationToken: continuationToken ?? undefined,
    },
    schema: PlanPageSchema,
    showLoader: false,
  });
}

type PlanKey = readonly ["inspection-plan", from: string, to: string, token: string | null];
/** A page, with the range it answers: while another range loads, the cards on screen are the old range's. */
type PlanPage = Page<PlanRow> & { range: PlanRange };

/** The plan over a range, page after page, following the server's continuation tokens. */
export function usePlan(range: PlanRange) {
  const keyOfPage = (index: number, previous: PlanPage | null): PlanKey | null => {
    if (index > 0 && !previous?.continuationToken) return null;
    return ["inspection-plan", range.from, range.to, previous?.continuationToken ?? null];
  };
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<
    PlanPage,
    ApiRequestError,
    typeof keyOfPage
  >(
    keyOfPage,
    async ([, from, to, token]: PlanKey) => ({
      ...(await listPlan({ from, to }, token)),
      range: { from, to },
    }),
    {
      // A tablet left on the plan picks up what the planner changed when the inspector comes back to it
      // (revalidation on focus reads the first page again). Another range keeps the cards on screen until the
      // new ones arrive. Pages read before are read again when the plan is shown (useRereadWhenShown), not by
      // SWR's own mount revalidation, which useSWRInfinite can drop (vercel/swr#3042).
      keepPreviousData: true,
      revalidateIfStale: false,
    },
  );
  useRereadWhenShown(unstable_serialize(keyOfPage), mutate);

  const shown = data?.[0]?.range;
  const items = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    items,
    error,
    isLoading,
    isLoadingMore: !isLoading && data !== undefined && data.length < size,
    /** Another range is loading while the previous range's cards stay visible. */
    isRefreshing: shown !== undefined && !(shown.from === range.from && shown.to === range.to),
    hasMore: Boolean(data?.at(-1)?.continuationToken),
    loadMore,
    retry,
  };
}
