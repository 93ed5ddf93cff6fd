import { apiRoutes, PackagingStandardSchema } from "@aql-portal/shared";
import { toApiPackagingStandard } from "../data/packaging-repository";
import { httpFunction } from "../lib/http";

/** GET /api/packaging/standard: the thresholds the packaging results are computed with (the form shows them). */
export const packagingStandardGet = httpFunction({
  name: "packaging-standard-get",
  route: apiRoutes.packagingStandard,
  methods: ["GET"],
  access: "packaging:read",
  response: { 200: PackagingStandardSchema },
  handler: async (_input, { services, tenantId }) => ({
    body: toApiPackagingStandard(await services.packaging.standard(tenantId)),
  }),
});
