import { apiRoutes, PackagingCheckSchema } from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { httpFunction } from "../lib/http";
import { PackagingCheckParamsSchema } from "../lib/route-params";
import { loadCheck } from "../packaging/checks";

/** GET /api/packaging/checks/{checkId}: one delivery's check, as a report row opens it. */
export const packagingChecksGet = httpFunction({
  name: "packaging-checks-get",
  route: apiRoutes.packagingCheck,
  methods: ["GET"],
  access: "packaging:read",
  response: { 200: PackagingCheckSchema },
  params: PackagingCheckParamsSchema,
  handler: async ({ params }, { services, tenantId, user }) => ({
    body: toApiPackagingCheck(await loadCheck(services, tenantId, user, params.checkId)),
  }),
});
