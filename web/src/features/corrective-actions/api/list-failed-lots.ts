import useSWR, { type SWRResponse } from "swr";
import type { Inspection } from "@aql-portal/shared";
import type { ApiRequestError } from "../../../lib/api-client";
import { listInspectionsPage } from "../../../lib/inspections";
import { FAILED_RESULTS } from "../components/failed-lots";

/** Enough pages for a supplier's year of failed lots; more would be a list nobody picks from. */
const MAX_PAGES = 5;

export interface FailedLotsQuery {
  supplierId: string;
  /** Narrows to lots whose style code contains it (the list's search); the caller keeps the exact style. */
  styleCode?: string | undefined;
  from: string;
  to: string;
}

/**
 * GET /api/inspections, reported lots of a supplier inspected in the range (a lot may be inspected before the
 * delivery date it is planned on) that failed or passed commercially, both results read (the list takes one result
 * at a time), every page up to MAX_PAGES.
 */
export async function listFailedLots(query: FailedLotsQuery): Promise<Inspection[]> {
  const lots: Inspection[] = [];
  for (const result of FAILED_RESULTS) {
    let token: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await listInspectionsPage(
        {
          supplierId: query.supplierId,
          search: query.styleCode,
          from: query.from,
          to: query.to,
          dateField: "inspectionDate",
          result,
          reported: "true",
          pageSize: 100,
          sortKey: "date",
          sortOrder: -1,
        },
        token,
      );
      lots.push(...answer.items);
      token = answer.continuationToken ?? null;
      if (!token) break;
    }
  }
  return lots;
}

/** A supplier's failed lots (of a style, when named); no supplier, no request. */
export function useFailedLots(query: FailedLotsQuery | null): SWRResponse<Inspection[], ApiRequestError> {
  return useSWR(
    query ? ["car-failed-lots", query.supplierId, query.styleCode ?? "", query.from, query.to] : null,
    ([, supplierId, styleCode, from, to]: [string, string, string, string, string]) =>
      listFailedLots({ supplierId, styleCode: styleCode || undefined, from, to }),
    { revalidateOnFocus: false },
  );
}
