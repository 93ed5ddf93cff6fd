import useSWR, { type SWRResponse } from "swr";
import { z } from "zod";
import {
  commonListSchemas,
  metaListSchemas,
  type CommonItem,
  type CommonListName,
  type MetaItem,
  type MetaListName,
  apiPath,
  apiRoutes,
} from "@aql-portal/shared";
import { apiGetCached, type ApiRequestError } from "./api-client";
import { readThrough } from "./kept-copies";

/**
 * Reference lists (GET /api/meta/{list}, GET /api/common/{list}): small, per tenant, rarely changing, so they
 * are cached in sessionStorage by URL (spec §7, §9). Shared infrastructure rather than a feature, because
 * pickers and filters across every feature use them. Meta lists (the defect library, the levels…) are also kept
 * on the tablet (kept-copies.ts): a browser closed and opened again without a connection still has them.
 */
export function fetchMetaList<L extends MetaListName>(list: L): Promise<MetaItem<L>[]> {
  const schema = z.array(metaListSchemas[list]);
  return readThrough(`meta:${list}`, schema, () =>
    apiGetCached(apiPath(apiRoutes.metaList, { list }), { schema, showLoader: false }),
  );
}

function fetchCommonList<L extends CommonListName>(list: L): Promise<CommonItem<L>[]> {
  return apiGetCached(apiPath(apiRoutes.commonList, { list }), {
    schema: z.array(commonListSchemas[list]),
    showLoader: false,
  });
}

export function useMetaList<L extends MetaListName>(list: L): SWRResponse<MetaItem<L>[], ApiRequestError> {
  return useSWR(["meta", list], ([, name]) => fetchMetaList(name));
}

export function useCommonList<L extends CommonListName>(
  list: L,
): SWRResponse<CommonItem<L>[], ApiRequestError> {
  return useSWR(["common", list], ([, name]) => fetchCommonList(name));
}
