import useSWR, { type SWRResponse } from "swr";
import { apiPath, apiRoutes, WebhookDeliveryListSchema, type WebhookDelivery } from "@aql-portal/shared";
import { apiRequest, type ApiRequestError } from "../../../lib/api-client";

/** While a delivery is still being tried, its row is read again this often (its attempts and answer change). */
const WHILE_PENDING_MS = 5_000;

export function deliveriesKey(webhookId: string) {
  return ["webhook-deliveries", webhookId] as const;
}

/** GET /api/webhooks/{webhookId}/deliveries: the endpoint's deliveries, newest first. */
async function listDeliveries(webhookId: string): Promise<WebhookDelivery[]> {
  const list = await apiRequest(apiPath(apiRoutes.webhookDeliveries, { webhookId }), {
    schema: WebhookDeliveryListSchema,
    showLoader: false,
  });
  return list.items;
}

/** One endpoint's deliveries, read again every few seconds while one of them is still being tried. */
export function useWebhookDeliveries(webhookId: string): SWRResponse<WebhookDelivery[], ApiRequestError> {
  return useSWR<WebhookDelivery[], ApiRequestError, ReturnType<typeof deliveriesKey>>(
    deliveriesKey(webhookId),
    ([, id]) => listDeliveries(id),
    {
      refreshInterval: (deliveries) =>
        deliveries?.some((delivery) => delivery.status === "pending") ? WHILE_PENDING_MS : 0,
    },
  );
}
