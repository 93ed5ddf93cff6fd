import { NotificationEventSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { QUEUES } from "../data/queues";
import { demoTenantForEachTest } from "../testing/memory-services";
import {
  attemptDelivery,
  RETRY_DELAYS_SECONDS,
  registerEndpoint,
  sendTestEvent,
  type DeliveryMessage,
} from "./webhooks";

/**
 * Webhook endpoints as a deployment has them (no loopback allowance): no address but a public one is ever called,
 * and a delivery that keeps failing is retried on the Standard Webhooks schedule, then failed, and the
 * administrators told (docs/decisions/notifications.md "Webhooks").
 */
describe("webhook endpoints", () => {
  const services = demoTenantForEachTest();
  const admin = () => services.users.findByEmail(services.config.tenantId, "admin@demo.local");

  async function register(url: string) {
    const user = await admin();
    if (!user) throw new Error("No demo administrator");
    return registerEndpoint(services, user, { url, kinds: ["lot.failed"], description: "" });
  }

  it.each([
    ["http://127.0.0.1:8080/hook", "must be an https:// URL"],
    ["https://127.0.0.1/hook", "a loopback address"],
    ["https://localhost/hook", "a loopback address"],
    ["https://10.20.30.40/hook", "a private address"],
    ["https://169.254.169.254/latest", "a linkLocal address"],
    ["https://[::ffff:192.168.0.1]/hook", "a private address"],
    ["https://[fd12::1]/hook", "a uniqueLocal address"],
    ["https://0.0.0.0/hook", "an unspecified address"],
    ["https://100.64.1.1/hook", "a carrierGradeNat address"],
    ["https://no-such-host.invalid/hook", "does not resolve"],
  ])("refuses %s, naming body.url", async (url, why) => {
    const error: unknown = await register(url).then(
      () => undefined,
      (refused: unknown) => refused,
    );
    expect(error).toMatchObject({ status: 400, fieldErrors: [{ field: "body.url" }] });
    expect(String((error as Error).message)).toContain(why.replace(/^an? /, ""));
    expect(await services.webhooks.endpoints(services.config.tenantId)).toEqual([]);
  });

  it("registers a public address with a secret of Standard Webhooks' form", async () => {
    const endpoint = await register("https://93.184.215.14/aql-events");
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint.kinds).toEqual(["lot.failed"]);
  });

  it("retries a failing delivery after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, then fails it and tells the administrators", async () => {
    const endpoint = await register("https://93.184.215.14/aql-events");
    // Its name now resolves to a private address (or it was stored before this check): every attempt is refused.
    await services.webhooks.replaceEndpoint(
      { ...endpoint, url: "https://10.0.0.7/aql-events" },
      endpoint._etag ?? "",
    );
    const delivery = await sendTestEvent(services, endpoint);
    const message: DeliveryMessage = { tenantId: delivery.tenantId, deliveryId: delivery.id };
    const start = Date.now();
    for (let attempt = 0; attempt <= RETRY_DELAYS_SECONDS.length; attempt++) {
      await attemptDelivery(services, message, new Date(start + attempt * 3_600_000));
    }
    const delays = services.queues.sent
      .filter((sent) => sent.queue === QUEUES.webhookDeliveries && sent.delaySeconds !== undefined)
      .map((sent) => sent.delaySeconds);
    expect(delays).toEqual([...RETRY_DELAYS_SECONDS]);
    const failed = await services.webhooks.delivery(delivery.tenantId, delivery.id);
    expect(failed).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(failed?.attempts).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);
    expect(failed?.attempts[0]?.error).toContain("10.0.0.7, a private address");
    // A test event's failure is the administrator's own doing: nobody is told of it. One of the catalogue's is.
    const told = services.queues.sent.filter((sent) => sent.queue === QUEUES.notifications);
    expect(told).toEqual([]);
    // Delivered again after the end, nothing more happens.
    await attemptDelivery(services, message);
    expect((await services.webhooks.delivery(delivery.tenantId, delivery.id))?.attempts).toHaveLength(7);
    expect((await services.webhooks.endpoint(endpoint.tenantId, endpoint.id))?.lastDelivery?.status).toBe(
      "failed",
    );
  });

  it("tells the administrators when a delivery of an event fails for good", async () => {
    const endpoint = await register("https://93.184.215.14/aql-events");
    await services.webhooks.replaceEndpoint(
      { ...endpoint, url: "https://10.0.0.7/aql-events" },
      endpoint._etag ?? "",
    );
    const delivery = await services.webhooks.createDelivery({
      id: `lot-1:5:lot.failed:${endpoint.id}`,
      tenantId: endpoint.tenantId,
      type: "delivery",
      endpointId: endpoint.id,
      eventId: "lot-1:5:lot.failed",
      kind: "lot.failed",
      payload: "{}",
      status: "pending",
      attempts: Array.from({ length: RETRY_DELAYS_SECONDS.length }, () => ({
        at: new Date().toISOString(),
        responseCode: 500,
        error: null,
      })),
      sendingSince: null,
      nextAttemptAt: null,
      createdAt: new Date().toISOString(),
      ttl: 60,
    });
    if (!delivery) throw new Error("The delivery was not made");
    await attemptDelivery(services, { tenantId: delivery.tenantId, deliveryId: delivery.id });
    const [event, ...more] = services.queues.sent
      .filter((sent) => sent.queue === QUEUES.notifications)
      .map((sent) => NotificationEventSchema.parse(sent.message));
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      kind: "webhook.failing",
      subject: { type: "webhook", id: endpoint.id },
      audience: {},
    });
  });
});
