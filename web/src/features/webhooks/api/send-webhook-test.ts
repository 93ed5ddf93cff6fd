import { apiPath, apiRoutes, WebhookDeliverySchema, type WebhookDelivery } from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/webhooks/{webhookId}/test: a test event on its way (202), as its delivery. */
export function sendWebhookTest(webhookId: string): Promise<WebhookDelivery> {
  return apiRequest(apiPath(apiRoutes.webhookTest, { webhookId }), {
    method: "POST",
    schema: WebhookDeliverySchema,
    loaderMessage: "Sending a test event…",
  });
}
