import { apiRoutes, WebhookEndpointListSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { toApiEndpoint } from "../notifications/webhooks";

/**
 * GET /api/webhooks: the tenant's webhook endpoints, without their secrets, for administrators
 * (docs/decisions/notifications.md "Webhooks").
 */
export const webhooksList = httpFunction({
  name: "webhooks-list",
  route: apiRoutes.webhooks,
  methods: ["GET"],
  access: "webhooks:manage",
  response: { 200: WebhookEndpointListSchema },
  handler: async (_input, { services, tenantId }) => ({
    body: { items: (await services.webhooks.endpoints(tenantId)).map(toApiEndpoint) },
  }),
});
