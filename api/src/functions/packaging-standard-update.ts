import {
  apiRoutes,
  messages,
  PackagingStandardInputSchema,
  PackagingStandardSchema,
} from "@aql-portal/shared";
import { toApiPackagingStandard } from "../data/packaging-repository";
import { badRequest } from "../lib/errors";
import { httpFunction, requireIfMatch } from "../lib/http";

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
  handler: async ({ body }, { services, tenantId, user, ifMatch }) => {
    const etag = requireIfMatch(ifMatch);
    const current = await services.packaging.standard(tenantId);
    const { updatedBy: _by, updatedOn: _on, etag: _etag, ...thresholds } = toApiPackagingStandard(current);
    if (JSON.stringify(thresholds) === JSON.stringify({ ...thresholds, ...body })) {
      throw badRequest(messages.noChangesDetected);
    }
    const saved = await services.packaging.replaceStandard(
      {
        ...body,
        id: current.id,
        tenantId,
        updatedBy: { id: user.id, name: user.name },
        updatedOn: new Date().toISOString(),
      },
      etag,
    );
    return { body: toApiPackagingStandard(saved) };
  },
});
