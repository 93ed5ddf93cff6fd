import { apiRoutes, WebhookEndpointWithSecretSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { WebhookParamsSchema } from "../lib/route-params";
import { loadEndpoint, rotateSecret, toApiEndpoint } from "../notifications/webhooks";

/** POST /api/webhooks/{webhookId}/secret: a new secret, shown once; the old one signs nothing more. */
export const webhooksSecret = httpFunction({
  name: "webhooks-secret",
  route: apiRoutes.webhookSecret,
  methods: ["POST"],
  access: "webhooks:manage",
  response: { 200: WebhookEndpointWithSecretSchema },
  params: WebhookParamsSchema,
  handler: async ({ params }, { services, tenantId }) => {
    const endpoint = await rotateSecret(services, await loadEndpoint(services, tenantId, params.webhookId));
    return { body: { ...toApiEndpoint(endpoint), secret: endpoint.secret } };
  },
});
