import { apiRoutes, PackagingCheckInputSchema, PackagingCheckSchema } from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { preconditionFailed } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";
import { PackagingCheckParamsSchema } from "../lib/route-params";
import { assertRecordedAtDc, checkFromInput, loadCheck } from "../packaging/checks";
import { replaceCheck } from "../packaging/check-writes";

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
    // The check keeps its day (the reports' period); who recorded it is who corrected it last.
    const saved = await replaceCheck(
      services,
      tenantId,
      { ...fields, checkedOn: current.checkedOn, checkedDay: current.checkedDay },
      etag,
      now,
    );
    return { body: toApiPackagingCheck(saved) };
  },
});
