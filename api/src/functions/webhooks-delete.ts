import { apiRoutes } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { WebhookParamsSchema } from "../lib/route-params";
import { loadEndpoint } from "../notifications/webhooks";

/** DELETE /api/webhooks/{webhookId}: removes the endpoint; nothing more is sent to it. */
export const webhooksDelete = httpFunction({
  name: "webhooks-delete",
  route: apiRoutes.webhook,
  methods: ["DELETE"],
  access: "webhooks:manage",
  response: { 204: null },
  params: WebhookParamsSchema,
  handler: async ({ params }, { services, tenantId }) => {
    await loadEndpoint(services, tenantId, params.webhookId);
    await services.webhooks.deleteEndpoint(tenantId, params.webhookId);
    return {};
  },
});
