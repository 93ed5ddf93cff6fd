import { apiRoutes, PackagingCheckInputSchema, PackagingCheckSchema } from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { PackagingCheckParamsSchema } from "../lib/route-params";
import { correctCheck } from "../packaging/dc-checks";

/**
 * PUT /api/packaging/checks/{checkId}: DC staff correct a check (If-Match); it is judged again against the
 * standard, keeps its day, and names who corrected it.
 */
export const packagingChecksUpdate = httpFunction({
  name: "packaging-checks-update",
  route: apiRoutes.packagingCheck,
  methods: ["PUT"],
  access: "packaging:record",
  response: { 200: PackagingCheckSchema },
  params: PackagingCheckParamsSchema,
  body: PackagingCheckInputSchema,
  handler: async ({ params, body }, { services, user, ifMatch }) => {
    const saved = await correctCheck(services, user, {
      checkId: params.checkId,
      etag: requireIfMatch(ifMatch),
      input: body,
    });
    return { body: toApiPackagingCheck(saved) };
  },
});
