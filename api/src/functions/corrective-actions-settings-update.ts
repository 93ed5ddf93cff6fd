import { apiRoutes, CarSettingsSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";

/** PUT /api/corrective-action-settings: an administrator sets how many days a supplier gets to answer. */
export const correctiveActionsSettingsUpdate = httpFunction({
  name: "corrective-actions-settings-update",
  route: apiRoutes.correctiveActionSettings,
  methods: ["PUT"],
  access: "corrective-actions:settings",
  response: { 200: CarSettingsSchema },
  body: CarSettingsSchema,
  handler: async ({ body }, { services, user }) => ({
    body: await services.correctiveActions.saveSettings(user.tenantId, body),
  }),
});
