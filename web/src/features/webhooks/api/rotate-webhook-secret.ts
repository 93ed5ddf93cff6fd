import {
  apiPath,
  apiRoutes,
  WebhookEndpointWithSecretSchema,
  type WebhookEndpointWithSecret,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/webhooks/{webhookId}/secret: a new secret, shown this once; deliveries are signed with it from now. */
export function rotateWebhookSecret(webhookId: string): Promise<WebhookEndpointWithSecret> {
  return apiRequest(apiPath(apiRoutes.webhookSecret, { webhookId }), {
    method: "POST",
    schema: WebhookEndpointWithSecretSchema,
    loaderMessage: "Making a new secret…",
  });
}
