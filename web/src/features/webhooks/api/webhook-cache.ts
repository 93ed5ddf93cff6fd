import { useSWRConfig } from "swr";
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from "@aql-portal/shared";
import { deliveriesKey } from "./list-webhook-deliveries";
import { WEBHOOKS_KEY } from "./list-webhooks";

/** An endpoint as the list keeps it: never with its secret, which is shown once and kept nowhere. */
function withoutSecret({ secret: _secret, ...endpoint }: WebhookEndpointWithSecret): WebhookEndpoint {
  return endpoint;
}

/**
 * Keeps what the page shows in step with a change: a new or rotated endpoint takes its place in the list (first
 * when new), a deleted one leaves it, and a test event's delivery heads the endpoint's deliveries and is its last
 * delivery; the server's list is read again behind each.
 */
export function useWebhookChanges() {
  const { mutate } = useSWRConfig();
  const changeList = (change: (endpoints: WebhookEndpoint[]) => WebhookEndpoint[]) =>
    mutate<WebhookEndpoint[]>(WEBHOOKS_KEY, (endpoints) => change(endpoints ?? []));
  return {
    endpointSaved: async (saved: WebhookEndpointWithSecret) => {
      const endpoint = withoutSecret(saved);
      await changeList((endpoints) =>
        endpoints.some((other) => other.id === endpoint.id)
          ? endpoints.map((other) => (other.id === endpoint.id ? endpoint : other))
          : [endpoint, ...endpoints],
      );
    },
    endpointDeleted: async (webhookId: string) => {
      await changeList((endpoints) => endpoints.filter((endpoint) => endpoint.id !== webhookId));
    },
    testQueued: async (webhookId: string, delivery: WebhookDelivery) => {
      await mutate<WebhookDelivery[]>(deliveriesKey(webhookId), (deliveries) => [
        delivery,
        ...(deliveries ?? []),
      ]);
      await changeList((endpoints) =>
        endpoints.map((endpoint) =>
          endpoint.id === webhookId
            ? { ...endpoint, lastDelivery: { status: delivery.status, at: delivery.createdAt } }
            : endpoint,
        ),
      );
    },
  };
}
