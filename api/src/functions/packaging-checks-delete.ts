import { apiRoutes } from "@aql-portal/shared";
import { httpFunction, requireIfMatch } from "../lib/http";
import { PackagingCheckParamsSchema } from "../lib/route-params";
import { removeCheck } from "../packaging/dc-checks";

/** DELETE /api/packaging/checks/{checkId}: DC staff remove a check recorded in error (If-Match). */
export const packagingChecksDelete = httpFunction({
  name: "packaging-checks-delete",
  route: apiRoutes.packagingCheck,
  methods: ["DELETE"],
  access: "packaging:record",
  response: { 204: null },
  params: PackagingCheckParamsSchema,
  handler: async ({ params }, { services, user, ifMatch }) => {
    await removeCheck(services, user, { checkId: params.checkId, etag: requireIfMatch(ifMatch) });
    return {};
  },
});
