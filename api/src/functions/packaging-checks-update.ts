import { apiRoutes, PackagingCheckInputSchema } from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { PackagingCheckParamsSchema } from "../lib/route-params";
import { assertRecordedAtDc, checkFromInput, loadCheck } from "../packaging/checks";

/**
 * PUT /api/packaging/checks/{checkId}: DC staff correct a check (If-Match); it is judged again against the
 * standard and stamped with who corrected it and when.
 */
export const packagingChecksUpdate = httpFunction({
  name: "packaging-checks-update",
  route: apiRoutes.packagingCheck,
  methods: ["PUT"],
  access: "packaging:record",
  params: PackagingCheckParamsSchema,
  body: PackagingCheckInputSchema,
  handler: async ({ params, body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const current = await loadCheck(services, tenantId, user, params.checkId);
    assertRecordedAtDc(current);
    if (current._etag !== etag) {
      throw preconditionFailed(
        "This packaging check was changed by someone else. Reload it and make your change again.",
      );
    }
    const now = new Date();
    const fields = await checkFromInput(services, tenantId, user, body, current.id, now);
    const saved = await services.packaging.replaceCheck(tenantId, fields, etag, now);
    return { body: toApiPackagingCheck(saved) };
  },
});
