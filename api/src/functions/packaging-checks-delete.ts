import { apiRoutes } from "@aql-portal/shared";
import { httpFunction, requireIfMatch } from "../lib/http";
import { PackagingCheckParamsSchema } from "../lib/route-params";
import { assertRecordedAtDc, loadCheck } from "../packaging/checks";
import { deleteCheck } from "../packaging/check-writes";

/** DELETE /api/packaging/checks/{checkId}: DC staff remove a check recorded in error (If-Match). */
export const packagingChecksDelete = httpFunction({
  name: "packaging-checks-delete",
  route: apiRoutes.packagingCheck,
  methods: ["DELETE"],
  access: "packaging:record",
  response: { 204: null },
  params: PackagingCheckParamsSchema,
  handler: async ({ params }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const current = await loadCheck(services, tenantId, user, params.checkId);
    assertRecordedAtDc(current);
    await deleteCheck(services, tenantId, current.id, etag);
    return {};
  },
});
