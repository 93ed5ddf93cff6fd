import useSWR, { type SWRResponse } from "swr";
import { z } from "zod";
import { apiPaths, metaListSchemas, type MetaItem, type MetaListName } from "@aql-portal/shared";
import { apiGetCached, type ApiRequestError } from "./api-client";

/**
 * Reference lists (GET /api/meta/{list}): small, per tenant, rarely changing, so they are cached in
 * sessionStorage by URL (spec §7, §9). Shared infrastructure rather than a feature, because pickers and
 * filters across every feature use them.
 */
function fetchMetaList<L extends MetaListName>(list: L): Promise<MetaItem<L>[]> {
  return apiGetCached(apiPaths.metaList(list), { schema: z.array(metaListSchemas[list]), showLoader: false });
}

export function useMetaList<L extends MetaListName>(list: L): SWRResponse<MetaItem<L>[], ApiRequestError> {
  return useSWR(["meta", list], ([, name]) => fetchMetaList(name));
}
