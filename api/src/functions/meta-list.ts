import {
  apiRoutes,
  DefectsQuerySchema,
  META_LISTS,
  MetaListNameSchema,
  metaListSchemas,
} from "@aql-portal/shared";
import { z } from "zod";
import { badRequest, notFound } from "../lib/errors";
import { httpFunction, listItemSchemas } from "../lib/http";
import { ListParamsSchema } from "../lib/route-params";

/** The query of every list but the defects: none. */
const NoQuerySchema = z.object({}).strict();

/** GET /api/meta/{list}: a reference list of the caller's tenant; defects take one filter (spec §7). */
export const metaList = httpFunction({
  name: "meta-list",
  route: apiRoutes.metaList,
  methods: ["GET"],
  access: "reference-data:read",
  response: { 200: z.array(z.union(listItemSchemas(metaListSchemas))) },
  params: ListParamsSchema,
  query: z.record(z.string(), z.string()),
  handler: async ({ params, query }, { services, tenantId }) => {
    const list = MetaListNameSchema.safeParse(params.list);
    if (!list.success) throw notFound(`There is no list "${params.list}". Lists: ${META_LISTS.join(", ")}.`);
    const filter =
      list.data === "defects" ? DefectsQuerySchema.safeParse(query) : NoQuerySchema.safeParse(query);
    if (!filter.success) {
      throw badRequest(
        list.data === "defects"
          ? "Defects can be filtered by category or severity only."
          : `The ${list.data} list takes no query parameters.`,
      );
    }
    return { body: await services.reference.list(tenantId, list.data, filter.data), revalidate: true };
  },
});
