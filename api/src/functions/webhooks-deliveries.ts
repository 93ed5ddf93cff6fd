import { apiRoutes, WebhookDeliveryListSchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { WebhookParamsSchema } from "../lib/route-params";
import { loadEndpoint, toApiDelivery } from "../notifications/webhooks";

/** How many of an endpoint's deliveries its page lists (the newest; each is kept 30 days). */
const DELIVERIES_LISTED = 100;

/** GET /api/webhooks/{webhookId}/deliveries: the endpoint's newest deliveries and each one's outcome. */
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
