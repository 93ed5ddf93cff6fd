import { apiRoutes, WebhookDeliverySchema } from "@aql-portal/shared";
import { httpFunction } from "../lib/http";
import { WebhookParamsSchema } from "../lib/route-params";
import { loadEndpoint, sendTestEvent, toApiDelivery } from "../notifications/webhooks";

/** POST /api/webhooks/{webhookId}/test: queues a test event to the endpoint (its delivery is listed as any other). */
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
