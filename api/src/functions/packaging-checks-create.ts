import { randomUUID } from "node:crypto";
import { apiRoutes, PackagingCheckInputSchema, PackagingCheckSchema } from "@aql-portal/shared";
import { toApiPackagingCheck } from "../data/packaging-repository";
import { checkFromInput } from "../packaging/checks";
import { httpFunction } from "../lib/http";
import { createCheck } from "../packaging/check-writes";

/** POST /api/packaging/checks: DC staff record a delivery's packaging check; the answer carries its outcome. */
export const packagingChecksCreate = httpFunction({
  name: "packaging-checks-create",
  route: apiRoutes.packagingChecks,
  methods: ["POST"],
  access: "packaging:record",
  response: { 201: PackagingCheckSchema },
  body: PackagingCheckInputSchema,
  handler: async ({ body }, { services, tenantId, user }) => {
    const now = new Date();
    const fields = await checkFromInput(services, tenantId, user, body, randomUUID().replace(/-/g, ""), now);
    const created = await createCheck(services, tenantId, fields, now);
    return { status: 201, body: toApiPackagingCheck(created) };
  },
});
