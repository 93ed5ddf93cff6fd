import { ListOrdersQuerySchema, PoNumberSchema } from "@aql-portal/shared";
import { z } from "zod";
import { aliasOf, httpFunction } from "../lib/http";
import { authLogin } from "./auth-login";
import { inspectionsCreate } from "./inspections-create";
import { inspectionsVersions } from "./inspections-versions";
import { metaList } from "./meta-list";
import { ordersList } from "./orders-list";
import { ordersUpdate } from "./orders-update";

/**
 * The old system's /v2 paths (spec §7 "Legacy"), kept so an integration built on them keeps working. Each is the
 * current route under another path, with its checks and answers; docs/architecture.md lists what they map to.
 */
export const legacyV2 = [
  aliasOf(ordersList, {
    name: "legacy-v2-skipped",
    route: "v2/inspection/skipped",
    query: () => ({ skipped: "true" }),
  }),
  aliasOf(inspectionsCreate, { name: "legacy-v2-po-inspections", route: "v2/po/inspections" }),
  aliasOf(ordersList, { name: "legacy-v2-po-list", route: "v2/po" }),
  aliasOf(ordersUpdate, { name: "legacy-v2-po-update", route: "v2/po" }),
  // The lines of one PO: the orders list of that PO number exactly, which is checked as a PO number is.
  httpFunction({
    name: "legacy-v2-po",
    route: "v2/po/{poNumber}",
    methods: ["GET"],
    access: ordersList.access,
    response: ordersList.response,
    params: z.object({ poNumber: PoNumberSchema }).strict(),
    query: ListOrdersQuerySchema,
    handler: ({ params, query }, ctx) =>
      ordersList.run(
        { params: undefined, body: undefined, query: { ...query, poNumber: params.poNumber } },
        ctx,
      ),
  }),
  aliasOf(inspectionsVersions, {
    name: "legacy-v2-versions",
    route: "v2/inspections/{inspectionId}/versions",
  }),
  aliasOf(metaList, { name: "legacy-v2-roles", route: "v2/roles", params: () => ({ list: "roles" }) }),
  aliasOf(authLogin, { name: "legacy-v2-ms-login", route: "v2/user/ms-login" }),
  aliasOf(authLogin, { name: "legacy-v2-b2c-login", route: "v2/user/b2c-login" }),
];
