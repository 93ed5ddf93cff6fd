import useSWR, { type SWRResponse } from "swr";
import { OrderPageSchema, type Page, type Order, apiRoutes } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** What the picker shows at once: enough to find a delivery's lines, few enough to read. */
export const PO_LINES_SHOWN = 20;

/** GET /api/packaging/po-lines: PO lines (any status) by part of a PO number or style code, of one supplier. */
export function searchPoLines(search: string, supplierId: string | undefined): Promise<Page<Order>> {
  return apiRequest(apiRoutes.packagingPoLines, {
    query: { search, supplierId, pageSize: PO_LINES_SHOWN },
    schema: OrderPageSchema,
    showLoader: false,
  });
}

/** The lines matching what was typed (at least 2 characters; nothing is asked before). */
export function usePoLineSearch(
  search: string,
  supplierId: string | undefined,
): SWRResponse<Page<Order>, ApiRequestError> {
  const wanted = search.trim();
  return useSWR(
    wanted.length >= 2 ? (["packaging-po-lines", wanted, supplierId ?? ""] as const) : null,
    ([, text, supplier]) => searchPoLines(text, supplier || undefined),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
