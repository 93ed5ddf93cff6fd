import { apiRoutes, CarSettingsSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";

/** GET /api/corrective-action-settings: the tenant's CAR settings, for those who raise CARs (the due date offered). */
export const correctiveActionsSettingsGet = httpFunction({
  name: "corrective-actions-settings-get",
  route: apiRoutes.correctiveActionSettings,
  methods: ["GET"],
  access: "corrective-actions:manage",
  response: { 200: CarSettingsSchema },
  handler: async (_input, { services, user }) => ({
    body: await services.correctiveActions.settings(user.tenantId),
  }),
});
