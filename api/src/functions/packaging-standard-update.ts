import { apiRoutes, PackagingStandardInputSchema, PackagingStandardSchema } from "@aql-portal/shared";
import { toApiPackagingStandard } from "../data/packaging-repository";
import { httpFunction, requireIfMatch } from "../lib/http";
import { changeStandard } from "../packaging/dc-checks";

/**
 * PUT /api/packaging/standard: an administrator changes the tenant's packaging standard (If-Match). Checks keep
 * the results they were given; checks recorded or corrected afterwards are judged by the new standard.
 */
export const packagingStandardUpdate = httpFunction({
  name: "packaging-standard-update",
  route: apiRoutes.packagingStandard,
  methods: ["PUT"],
  access: "packaging:standard",
  response: { 200: PackagingStandardSchema },
  body: PackagingStandardInputSchema,
  handler: async ({ body }, { services, user, ifMatch }) => {
    const saved = await changeStandard(services, user, { etag: requireIfMatch(ifMatch), standard: body });
    return { body: toApiPackagingStandard(saved) };
  },
});
