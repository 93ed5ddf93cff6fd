import { lookup } from "node:dns/promises";
import { randomBytes, randomUUID } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Webhook } from "standardwebhooks";
import {
  eventLink,
  WEBHOOK_TEST_KIND,
  type NotificationEvent,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInputSchema,
} from "@aql-portal/shared";
import type { z } from "zod";
import { QUEUES } from "../data/queues";
import { isStorageError } from "../data/storage-errors";
import {
  DELIVERY_DAYS,
  type WebhookAttempt,
  type WebhookDeliveryDocument,
  type WebhookEndpointDocument,
} from "../data/webhooks-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, notFound } from "../lib/errors";
import type { Services } from "../lib/services";
import { publishEvents } from "./events";

/*
 * Webhooks (docs/decisions/notifications.md "Webhooks"): the retailer's systems hear of events as Standard Webhooks
 * (`webhook-id`, `webhook-timestamp`, `webhook-signature`, signed by the `standardwebhooks` package), carrying
 * ids and links, never a report's contents. A delivery is retried with backoff for a day, then failed, and the
 * administrators are told. No endpoint on a private, loopback or link-local address is ever called (server-side
 * request forgery): the address is checked when the endpoint is registered and again, resolved, before each
 * attempt, and the connection is made to the checked address.
 */

type WebhookServices = Pick<Services, "webhooks" | "queues" | "config">;

/** After the first attempt fails: 5 s, 5 min, 30 min, 2 h, 5 h and 10 h (Standard Webhooks' schedule). */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000] as const;
/** An attempt with no answer in this time failed. */
const TIMEOUT_MS = 15_000;
/** A host name that does not resolve within this is taken as not resolving. */
const DNS_TIMEOUT_MS = 5_000;
/** Another worker's attempt under way is left alone this long. */
const SENDING_SECONDS = 60;

/** The message the delivery worker takes. */
export interface DeliveryMessage {
  tenantId: string;
  deliveryId: string;
}

export function toApiEndpoint(doc: WebhookEndpointDocument): WebhookEndpoint {
  return {
    id: doc.id,
    url: doc.url,
    kinds: doc.kinds,
    description: doc.description,
    createdAt: doc.createdAt,
    createdBy: doc.createdBy,
    lastDelivery: doc.lastDelivery,
  };
}

export function toApiDelivery(doc: WebhookDeliveryDocument): WebhookDelivery {
  const last = doc.attempts.at(-1);
  return {
    id: doc.id,
    eventId: doc.eventId,
    kind: doc.kind,
    status: doc.status,
    attempts: doc.attempts.length,
    lastResponseCode: last?.responseCode ?? null,
    lastError: last?.error ?? null,
    lastAttemptAt: last?.at ?? null,
    nextAttemptAt: doc.nextAttemptAt,
    createdAt: doc.createdAt,
  };
}

const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

/** Registers an endpoint, its URL checked first (400 naming `body.url`); the answer is the only one with its secret. */
export async function registerEndpoint(
  services: WebhookServices,
  user: UserDocument,
  input: z.output<typeof WebhookEndpointInputSchema>,
  now = new Date(),
): Promise<WebhookEndpointDocument> {
  await checkUrl(new URL(input.url), services.config.webhooksAllowLoopback, "body.url");
  return services.webhooks.createEndpoint({
    id: randomUUID(),
    tenantId: user.tenantId,
    type: "endpoint",
    url: input.url,
    kinds: [...new Set(input.kinds)],
    description: input.description,
    secret: newSecret(),
    createdAt: now.toISOString(),
    createdBy: user.name,
    lastDelivery: null,
  });
}

/** The tenant's endpoint, or 404. */
export async function loadEndpoint(
  services: Pick<Services, "webhooks">,
  tenantId: string,
  id: string,
): Promise<WebhookEndpointDocument> {
  const endpoint = await services.webhooks.endpoint(tenantId, id);
  if (!endpoint)
    throw notFound("There is no such webhook endpoint: it may have been removed. Reload the list.");
  return endpoint;
}

/**
 * A new secret for the endpoint; the old one stops signing at once. Its deliveries write their outcome on it too:
 * one that does meanwhile is read again and the secret made anew.
 */
export async function rotateSecret(
  services: Pick<Services, "webhooks">,
  endpoint: WebhookEndpointDocument,
): Promise<WebhookEndpointDocument> {
  for (let current = endpoint, attempt = 1; ; attempt++) {
    try {
      return await services.webhooks.replaceEndpoint(
        { ...current, secret: newSecret() },
        current._etag ?? "",
      );
    } catch (error) {
      const again = isStorageError(error, "stale")
        ? await services.webhooks.endpoint(current.tenantId, current.id)
        : undefined;
      if (!again || attempt >= 3) throw error;
      current = again;
    }
  }
}

/** The body every attempt of a delivery sends: the event's kind, time, and its ids and link. */
function payloadOf(services: WebhookServices, event: NotificationEvent | TestEvent): string {
  const link = "subject" in event ? eventLink(event.kind, event.subject) : null;
  return JSON.stringify({
    type: event.kind,
    timestamp: event.at,
    data: {
      eventId: event.id,
      ...("subject" in event
        ? {
            subject: { type: event.subject.type, id: event.subject.id, label: event.subject.label },
            ...(event.audience.supplierId ? { supplierId: event.audience.supplierId } : {}),
            url: services.config.portalUrl && link ? `${services.config.portalUrl}${link}` : null,
          }
        : { message: "A test event sent from the webhooks page." }),
    },
  });
}

interface TestEvent {
  id: string;
  kind: typeof WEBHOOK_TEST_KIND;
  at: string;
}

/** Makes the delivery of `event` to `endpoint` once (its id is theirs) and queues its first attempt. */
async function queueDelivery(
  services: WebhookServices,
  endpoint: WebhookEndpointDocument,
  event: NotificationEvent | TestEvent,
): Promise<WebhookDeliveryDocument> {
  const doc: WebhookDeliveryDocument = {
    id: `${event.id}:${endpoint.id}`,
    tenantId: endpoint.tenantId,
    type: "delivery",
    endpointId: endpoint.id,
    eventId: event.id,
    kind: event.kind,
    payload: payloadOf(services, event),
    status: "pending",
    attempts: [],
    sendingSince: null,
    nextAttemptAt: event.at,
    createdAt: event.at,
    ttl: DELIVERY_DAYS * 86_400,
  };
  const stored =
    (await services.webhooks.createDelivery(doc)) ?? (await services.webhooks.delivery(doc.tenantId, doc.id));
  // One that has had an attempt has its own retries queued; a new one (or one a stopped fan-out made) is queued now.
  if (stored && stored.status === "pending" && stored.attempts.length === 0) {
    const message: DeliveryMessage = { tenantId: stored.tenantId, deliveryId: stored.id };
    await services.queues.send(QUEUES.webhookDeliveries, message);
  }
  return stored ?? doc;
}

/** Queues the event's delivery to every endpoint of the tenant that subscribed to its kind. */
export async function queueDeliveries(services: WebhookServices, event: NotificationEvent): Promise<void> {
  const endpoints = await services.webhooks.endpoints(event.tenantId);
  for (const endpoint of endpoints.filter((e) => e.kinds.includes(event.kind))) {
    await queueDelivery(services, endpoint, event);
  }
}

/** Sends the endpoint a test event (its delivery shows in the list like any other). */
export async function sendTestEvent(
  services: WebhookServices,
  endpoint: WebhookEndpointDocument,
  now = new Date(),
): Promise<WebhookDeliveryDocument> {
  return queueDelivery(services, endpoint, {
    id: `test-${randomUUID()}`,
    kind: WEBHOOK_TEST_KIND,
    at: now.toISOString(),
  });
}

/**
 * One attempt of a delivery: claimed, sent, its outcome recorded; on failure the next attempt is queued after its
 * delay, or, after the last, the delivery is failed and the administrators are told.
 */
export async function attemptDelivery(
  services: WebhookServices,
  message: DeliveryMessage,
  now = new Date(),
): Promise<void> {
  const delivery = await services.webhooks.delivery(message.tenantId, message.deliveryId);
  if (!delivery || delivery.status !== "pending") return;
  if (delivery.sendingSince && now.getTime() - Date.parse(delivery.sendingSince) < SENDING_SECONDS * 1000) {
    // Another worker's attempt: looked at again once its claim has run out (done by then, or this one makes it).
    await services.queues.send(QUEUES.webhookDeliveries, message, { delaySeconds: SENDING_SECONDS });
    return;
  }
  const endpoint = await services.webhooks.endpoint(delivery.tenantId, delivery.endpointId);
  if (!endpoint) {
    await services.webhooks.replaceDelivery(
      { ...delivery, status: "failed", nextAttemptAt: null },
      delivery._etag ?? "",
    );
    return;
  }
  const claimed = await services.webhooks.replaceDelivery(
    { ...delivery, sendingSince: now.toISOString() },
    delivery._etag ?? "",
  );
  const attempt = await post(endpoint, delivery, services.config.webhooksAllowLoopback, now);
  const attempts = [...delivery.attempts, attempt];
  const delivered =
    attempt.responseCode !== null && attempt.responseCode >= 200 && attempt.responseCode < 300;
  const delay = RETRY_DELAYS_SECONDS[attempts.length - 1];
  const status = delivered ? "delivered" : delay === undefined ? "failed" : "pending";
  const saved = await services.webhooks.replaceDelivery(
    {
      ...claimed,
      attempts,
      status,
      sendingSince: null,
      nextAttemptAt:
        status === "pending" ? new Date(now.getTime() + (delay ?? 0) * 1000).toISOString() : null,
    },
    claimed._etag ?? "",
  );
  await noteLastDelivery(services, endpoint, saved);
  if (status === "pending") {
    await services.queues.send(QUEUES.webhookDeliveries, message, { delaySeconds: delay });
  } else if (status === "failed" && delivery.kind !== WEBHOOK_TEST_KIND) {
    await publishEvents(services, [
      {
        id: `${delivery.id}:webhook.failing`,
        tenantId: delivery.tenantId,
        kind: "webhook.failing",
        at: now.toISOString(),
        subject: {
          type: "webhook",
          id: endpoint.id,
          label: endpoint.url,
          detail: `${delivery.kind} · ${attempt.error ?? `answered ${attempt.responseCode}`}`,
        },
        audience: {},
      },
    ]);
  }
}

/** The endpoint's list shows its last delivery's outcome (another write meanwhile has the newer one). */
async function noteLastDelivery(
  services: WebhookServices,
  endpoint: WebhookEndpointDocument,
  delivery: WebhookDeliveryDocument,
): Promise<void> {
  const at = delivery.attempts.at(-1)?.at ?? delivery.createdAt;
  await services.webhooks
    .replaceEndpoint({ ...endpoint, lastDelivery: { status: delivery.status, at } }, endpoint._etag ?? "")
    .catch(() => undefined);
}

/** Posts the delivery's payload, signed, to the endpoint's checked address: the attempt's outcome, never a throw. */
async function post(
  endpoint: WebhookEndpointDocument,
  delivery: WebhookDeliveryDocument,
  allowLoopback: boolean,
  now: Date,
): Promise<WebhookAttempt> {
  const at = now.toISOString();
  try {
    const url = new URL(endpoint.url);
    const address = await checkUrl(url, allowLoopback, "url");
    const signature = new Webhook(endpoint.secret).sign(delivery.eventId, now, delivery.payload);
    const responseCode = await send(url, address, delivery.payload, {
      "content-type": "application/json",
      "user-agent": "AQL-Portal-Webhooks/1",
      "webhook-id": delivery.eventId,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": signature,
    });
    return { at, responseCode, error: null };
  } catch (error) {
    return { at, responseCode: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** One POST to `address` (not a new DNS answer) for `url`'s host: the status code, after at most TIMEOUT_MS. */
function send(
  url: URL,
  address: { address: string; family: number },
  body: string,
  headers: Record<string, string>,
): Promise<number> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: pinned,
      },
      (response: IncomingMessage) => {
        // The status is the answer: its body is not read, however long the endpoint would send it.
        clearTimeout(deadline);
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    // The whole attempt, connection to status, within TIMEOUT_MS, however slowly the endpoint trickles.
    const deadline = setTimeout(
      () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    req.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    req.end(body);
  });
}

/** `promise`, or a failure after `ms`. */
function withinDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The address to call for `url`, after checking every address its host resolves to: HTTPS only, and no private,
 * loopback, link-local, unique-local, multicast or otherwise special range (the local stack's setting allows
 * loopback, over HTTP too). A refusal is a 400 naming `field`.
 */
async function checkUrl(
  url: URL,
  allowLoopback: boolean,
  field: string,
): Promise<{ address: string; family: number }> {
  const refuse = (message: string) =>
    badRequest(`The webhook endpoint ${url.href} cannot be used: it ${message}.`, [{ field, message }]);
  if (url.protocol !== "https:" && !(allowLoopback && url.protocol === "http:")) {
    throw refuse("must be an https:// URL");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  else {
    try {
      addresses = await withinDeadline(lookup(host, { all: true }), DNS_TIMEOUT_MS);
    } catch {
      throw refuse(`names a host (${host}) that does not resolve`);
    }
  }
  for (const { address } of addresses) {
    const range = ipaddr.process(address).range();
    if (range !== "unicast" && !(allowLoopback && range === "loopback")) {
      throw refuse(
        `resolves to ${address}, a ${range} address, which is never called (server-side request forgery)`,
      );
    }
  }
  const first = addresses[0];
  if (!first) throw refuse(`names a host (${host}) that does not resolve`);
  return first;
}
