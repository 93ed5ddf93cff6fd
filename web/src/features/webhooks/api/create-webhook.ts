import {
  apiRoutes,
  WebhookEndpointWithSecretSchema,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from "@aql-portal/shared";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/webhooks: registers an endpoint; answers 201 with it and its secret, the one time it is shown. */
export function createWebhook(input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
  return apiRequest(apiRoutes.webhooks, {
    method: "POST",
    body: input,
    schema: WebhookEndpointWithSecretSchema,
    loaderMessage: "Adding the endpoint…",
  });
}
