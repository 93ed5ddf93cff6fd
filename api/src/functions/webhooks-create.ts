import { apiRoutes, WebhookEndpointInputSchema, WebhookEndpointWithSecretSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { registerEndpoint, toApiEndpoint } from "../notifications/webhooks";

/**
 * POST /api/webhooks: registers an endpoint (an HTTPS URL on a public address, the kinds it wants); the answer
 * shows its secret, once.
 */
export const webhooksCreate = httpFunction({
  name: "webhooks-create",
  route: apiRoutes.webhooks,
  methods: ["POST"],
  access: "webhooks:manage",
  response: { 201: WebhookEndpointWithSecretSchema },
  body: WebhookEndpointInputSchema,
  handler: async ({ body }, { services, user }) => {
    const endpoint = await registerEndpoint(services, user, body);
    return { status: 201, body: { ...toApiEndpoint(endpoint), secret: endpoint.secret } };
  },
});
