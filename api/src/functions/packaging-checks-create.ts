import { apiRoutes, PackagingCheckInputSchema, PackagingCheckSchema } from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { httpFunction } from "../lib/http";
import { recordCheck } from "../packaging/dc-checks";

/** POST /api/packaging/checks: DC staff record a delivery's packaging check; the answer carries its outcome. */
export const packagingChecksCreate = httpFunction({
  name: "packaging-checks-create",
  route: apiRoutes.packagingChecks,
  methods: ["POST"],
  access: "packaging:record",
  response: { 201: PackagingCheckSchema },
  body: PackagingCheckInputSchema,
  handler: async ({ body }, { services, user }) => ({
    status: 201,
    body: toApiPackagingCheck(await recordCheck(services, user, body)),
  }),
});
