import { z } from "zod";
import {
  apiRoutes,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointInputSchema,
  WebhookEndpointListSchema,
  WebhookEndpointWithSecretSchema,
} from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import {
  loadEndpoint,
  registerEndpoint,
  rotateSecret,
  sendTestEvent,
  toApiDelivery,
  toApiEndpoint,
} from "../notifications/webhooks";

/*
 * The retailer's webhook endpoints, for administrators (docs/decisions/notifications.md "Webhooks"): registered
 * with the kinds they want, their secret shown once, a test event on demand, and each delivery's outcome.
 */

const WebhookParamsSchema = z.object({ webhookId: z.uuid("must be a webhook endpoint's id (a UUID)") });

/** How many of an endpoint's deliveries its page lists (the newest; each is kept 30 days). */
const DELIVERIES_LISTED = 100;

/** GET /api/webhooks: the tenant's endpoints (without their secrets). */
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

/** POST /api/webhooks: registers an endpoint; the answer shows its secret, once. */
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

/** POST /api/webhooks/{webhookId}/test: queues a test event to the endpoint. */
export const webhooksTest = httpFunction({
  name: "webhooks-test",
  route: apiRoutes.webhookTest,
  methods: ["POST"],
  access: "webhooks:manage",
  response: { 202: WebhookDeliverySchema },
  params: WebhookParamsSchema,
  handler: async ({ params }, { services, tenantId }) => ({
    status: 202,
    body: toApiDelivery(
      await sendTestEvent(services, await loadEndpoint(services, tenantId, params.webhookId)),
    ),
  }),
});

/** GET /api/webhooks/{webhookId}/deliveries: the endpoint's newest deliveries and their outcomes. */
export const webhooksDeliveries = httpFunction({
  name: "webhooks-deliveries",
  route: apiRoutes.webhookDeliveries,
  methods: ["GET"],
  access: "webhooks:manage",
  response: { 200: WebhookDeliveryListSchema },
  params: WebhookParamsSchema,
  handler: async ({ params }, { services, tenantId }) => {
    await loadEndpoint(services, tenantId, params.webhookId);
    const deliveries = await services.webhooks.deliveries(tenantId, params.webhookId, DELIVERIES_LISTED);
    return { body: { items: deliveries.map(toApiDelivery) } };
  },
});
