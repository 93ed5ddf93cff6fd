import useSWR, { type SWRResponse } from "swr";
import { apiRoutes, WebhookEndpointListSchema, type WebhookEndpoint } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

export const WEBHOOKS_KEY = "webhooks";

/** GET /api/webhooks: the retailer's endpoints (administrators). The page draws its own skeleton. */
async function listWebhooks(): Promise<WebhookEndpoint[]> {
  const list = await apiRequest(apiRoutes.webhooks, { schema: WebhookEndpointListSchema, showLoader: false });
  return list.items;
}

export function useWebhooks(): SWRResponse<WebhookEndpoint[], ApiRequestError> {
  return useSWR<WebhookEndpoint[], ApiRequestError, string>(WEBHOOKS_KEY, listWebhooks);
}
