import {
  apiRoutes,
  PackagingPoLinesQuerySchema,
  type Order,
  type Page,
  OrderPageSchema,
  supplierScopeOf,
} from "@aql-portal/shared";
import { toApiOrder } from "../data/orders-repository";
import { httpFunction } from "../lib/http";

/**
 * GET /api/packaging/po-lines: PO lines of any status whose PO number or style code contains the search, latest
 * delivery first: what DC staff pick a check's lines from (inspectors record checks without the planners' lists).
 */
export const packagingPoLines = httpFunction({
  name: "packaging-po-lines",
  route: apiRoutes.packagingPoLines,
  methods: ["GET"],
  access: "packaging:record",
  response: { 200: OrderPageSchema },
  query: PackagingPoLinesQuerySchema,
  handler: async ({ query }, { services, tenantId, user }) => {
    const page = await services.orders.search(tenantId, query, supplierScopeOf(user));
    const body: Page<Order> = {
      items: page.items.map(toApiOrder),
      continuationToken: page.continuationToken,
    };
    return { body };
  },
});
