import {
  apiRoutes,
  COMMON_LISTS,
  CommonListNameSchema,
  commonListSchemas,
  supplierScopeOf,
} from "@aql-portal/shared";
import { z } from "zod";
import { notFound } from "../lib/errors";
import { httpFunction, listItemSchemas } from "../lib/http";
import { ListParamsSchema } from "../lib/route-params";

/**
 * GET /api/common/{list}: suppliers, departments or product categories of the caller's tenant (spec §7). A
 * supplier's users are given their own supplier only: the retailer's other suppliers are their competitors
 * (docs/decisions/object-access.md).
 */
export const commonList = httpFunction({
  name: "common-list",
  route: apiRoutes.commonList,
  methods: ["GET"],
  access: "reference-data:read",
  response: { 200: z.array(z.union(listItemSchemas(commonListSchemas))) },
  params: ListParamsSchema,
  query: z.object({}).strict(),
  handler: async ({ params }, { services, tenantId, user }) => {
    const list = CommonListNameSchema.safeParse(params.list);
    if (!list.success)
      throw notFound(`There is no list "${params.list}". Lists: ${COMMON_LISTS.join(", ")}.`);
    const scope = supplierScopeOf(user);
    const own: Record<string, string> =
      list.data === "suppliers" && scope.kind === "supplier" ? { id: scope.supplierId } : {};
    return { body: await services.reference.list(tenantId, list.data, own), revalidate: true };
  },
});
