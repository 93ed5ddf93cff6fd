import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import {
  NotificationChoicesSchema,
  NotificationListSchema,
  tenantHour,
  WebhookDeliveryListSchema,
  WebhookEndpointWithSecretSchema,
  type InspectionDetail,
  type NotificationEvent,
  type WebhookEndpointWithSecret,
} from "@aql-portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "../../api/src/data/queues";
import { notificationDigest } from "../../api/src/functions/notification-digest";
import { newPerson, services, signInAll, token, uniqueCode, type Caller, type Person } from "../support/demo";
import {
  defect,
  detailOf,
  expectError,
  moved,
  planForInspector,
  read,
  saveWork,
} from "../support/inspections";
import { awaitMail, mailTo } from "../support/mail";
import { api } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { TEST_SUPPLIERS } from "../support/test-suppliers";

/**
 * Notifications on the real stack (docs/decisions/notifications.md): a failed lot tells its supplier and the
 * client's managers in the portal and by one e-mail each (read from MailDev), and a registered webhook receives
 * it signed; the same queue message delivered again tells nobody again; the choices change what is e-mailed, and
 * the digest gathers the rest; a failing endpoint is retried; bad endpoints are refused, naming the field.
 */
const SUPPLIER_ID = `SUP-${TEST_SUPPLIERS.notifications}`;

let inspector: Person;
let supplier: Person;
let manager: Person;
let receiver: Server;
let receiverUrl: string;
/** What the webhook receiver was sent, by path. */
const received: { path: string; headers: Record<string, string>; body: string }[] = [];
const endpoints: string[] = [];

beforeAll(async () => {
  await signInAll();
  inspector = await newPerson("INSPECTOR", "Notified Inspector");
  supplier = await newPerson("SUPPLIER", "Notified Supplier", SUPPLIER_ID);
  manager = await newPerson("CLIENT_MANAGER", "Notified Manager");
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers as Record<string, string>, body });
      response.statusCode = request.url === "/failing" ? 500 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // Nothing more is sent to this file's receiver, which goes.
  for (const id of endpoints) await api(`webhooks/${id}`, { method: "DELETE", token: token("admin") });
  await new Promise((resolve) => receiver.close(resolve));
});

async function register(path: string, kinds: string[]): Promise<WebhookEndpointWithSecret> {
  const response = await api("webhooks", {
    method: "POST",
    token: token("admin"),
    body: { url: `${receiverUrl}${path}`, kinds, description: "Notifications test receiver" },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const endpoint = WebhookEndpointWithSecretSchema.parse(await response.json());
  endpoints.push(endpoint.id);
  return endpoint;
}

/** A lot of this file's supplier, failed today on six holes by this file's inspector. */
async function failedLot(): Promise<InspectionDetail> {
  const [planned] = await planForInspector(
    [{ style: uniqueCode("NTF"), quantity: 1200, inspectionDay: 0, supplier: TEST_SUPPLIERS.notifications }],
    inspector,
  );
  if (!planned) throw new Error("No lot was planned");
  const running = await moved(planned, "start", inspector);
  await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", 6)] }, inspector));
  return moved(await read(running.id, inspector), "finish", inspector);
}

const bell = async (who: Caller) => {
  const response = await api("notifications", { token: token(who) });
  expect(response.status).toBe(200);
  return NotificationListSchema.parse(await response.json());
};

/** Waits until `who`'s bell lists a notification about `lotId`. */
async function awaitBell(who: Caller, lotId: string) {
  for (const deadline = Date.now() + 30_000; ;) {
    const list = await bell(who);
    const found = list.items.filter((item) => item.link.endsWith(`id=${lotId}`));
    if (found.length > 0) return { list, found };
    if (Date.now() > deadline) throw new Error(`No notification about ${lotId} reached the bell`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a failed lot", () => {
  let lot: InspectionDetail;
  let endpoint: WebhookEndpointWithSecret;

  beforeAll(async () => {
    endpoint = await register("/events", ["lot.failed", "decision.made"]);
    lot = await failedLot();
    expect(lot.result).toBe("Fail");
  });

  it("tells the supplier and the client manager by one e-mail each, linking to the report", async () => {
    for (const person of [supplier, manager]) {
      const [mail, ...more] = await awaitMail(person.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(
        `Inspection ${lot.inspectionNumber} (${lot.product.styleCode}) failed its inspection`,
      );
      expect(mail?.html).toContain(`/user/inspection-detail?id=${lot.id}`);
      expect(mail?.html).toContain('lang="en"');
      expect(mail?.text).toContain(`/user/inspection-detail?id=${lot.id}`);
      expect(mail?.text).toContain("/notification-choices?token=");
    }
  });

  it("rings the bell of each, and reading it clears the count", async () => {
    const { list, found } = await awaitBell(supplier, lot.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: "lot.failed", read: false });
    expect(list.unread).toBeGreaterThanOrEqual(1);
    await awaitBell(manager, lot.id);
    const marked = await api("notifications/read", {
      method: "POST",
      token: supplier.token,
      body: { ids: [found[0]?.id] },
    });
    expect(marked.status).toBe(204);
    const after = await bell(supplier);
    expect(after.items.find((item) => item.id === found[0]?.id)?.read).toBe(true);
    expect(after.unread).toBe(list.unread - 1);
    // The inspector was told the lot was given to them (linking to the tablet's screen), not that it failed.
    const inspectors = (await bell(inspector)).items.filter((item) => item.link.endsWith(`id=${lot.id}`));
    expect(inspectors.map((item) => [item.kind, item.link])).toEqual([
      ["inspection.assigned", `/twoeightone/inspection?id=${lot.id}`],
    ]);
  });

  it("reaches the registered webhook, signed as Standard Webhooks, with ids and a link only", async () => {
    for (const deadline = Date.now() + 30_000; !received.some((r) => r.body.includes(lot.id));) {
      if (Date.now() > deadline) throw new Error("The webhook was not called");
      await settle(250);
    }
    const delivery = received.find((r) => r.body.includes(lot.id));
    if (!delivery) throw new Error("unreachable");
    expect(delivery.path).toBe("/events");
    const payload = new Webhook(endpoint.secret).verify(delivery.body, delivery.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe("lot.failed");
    expect(payload.data).toMatchObject({
      subject: { type: "inspection", id: lot.id },
      supplierId: SUPPLIER_ID,
    });
    expect(payload.data.url).toBe(`${stackInfo().webUrl}/user/inspection-detail?id=${lot.id}`);
    expect(delivery.body).not.toContain("FAB01");
    // A signature made with another secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.from("x".repeat(24)).toString("base64")}`).verify(
        delivery.body,
        delivery.headers,
      ),
    ).toThrow();
    const deliveries = await api(`webhooks/${endpoint.id}/deliveries`, { token: token("admin") });
    const list = WebhookDeliveryListSchema.parse(await deliveries.json());
    expect(list.items.find((d) => d.kind === "lot.failed")).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastResponseCode: 204,
    });
  });

  it("sends nothing again when the same queue message is delivered again", async () => {
    const stored = services();
    const [notification] = (await stored.notifications.latest("demo", supplier.id, 50)).filter(
      (doc) => doc.subject.id === lot.id,
    );
    if (!notification) throw new Error("No notification was stored");
    const event: NotificationEvent = {
      id: notification.eventId,
      tenantId: "demo",
      kind: notification.kind,
      at: notification.createdAt,
      subject: notification.subject,
      audience: { supplierId: SUPPLIER_ID },
    };
    const calls = received.filter((r) => r.body.includes(lot.id)).length;
    await stored.queues.send(QUEUES.notifications, event);
    await stored.queues.send(QUEUES.notificationMail, {
      tenantId: "demo",
      userId: supplier.id,
      notificationId: notification.id,
    });
    // A later lot's e-mail arriving shows the queues were worked past the repeated messages.
    await settle(8000);
    expect(await mailTo(supplier.email)).toHaveLength(1);
    expect(await mailTo(manager.email)).toHaveLength(1);
    expect(received.filter((r) => r.body.includes(lot.id))).toHaveLength(calls);
    expect((await bell(supplier)).items.filter((item) => item.link.endsWith(lot.id))).toHaveLength(1);
  });
});

describe("e-mail choices", () => {
  it("are listed with the role's defaults, and a kind the role is not told of is refused", async () => {
    const response = await api("notification-choices", { token: supplier.token });
    const choices = NotificationChoicesSchema.parse(await response.json());
    expect(choices.email).toBe(supplier.email);
    expect(choices.choices.find((c) => c.kind === "lot.failed")?.choice).toBe("instant");
    expect(choices.choices.some((c) => c.kind === "reset.finished")).toBe(false);
    await expectError(
      await api("notification-choices", {
        method: "PUT",
        token: supplier.token,
        body: { choices: { "reset.finished": "instant" } },
      }),
      400,
    );
    await expectError(
      await api("notification-choices", {
        method: "PUT",
        token: supplier.token,
        body: { choices: { "lot.failed": "weekly" } },
      }),
      400,
    );
  });

  it("put a failed lot in the daily digest, which gathers the day's into one e-mail", async () => {
    const saved = await api("notification-choices", {
      method: "PUT",
      token: manager.token,
      body: { choices: { "lot.failed": "digest" } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const before = (await mailTo(manager.email)).length;
    const lots = [await failedLot(), await failedLot()];
    for (const lot of lots) await awaitBell(manager, lot.id);
    expect(await mailTo(manager.email)).toHaveLength(before);
    // The timer at the tenant's digest hour (07:00 in London) today.
    const base = new Date();
    const at = Array.from({ length: 26 }, (_, h) => new Date(base.getTime() + (h - 12) * 3_600_000)).find(
      (moment) => tenantHour(moment) === 7,
    );
    if (!at) throw new Error("No moment of today is 07:00 in London");
    const log = { log: () => undefined, error: () => undefined } as never;
    await notificationDigest.run({ services: services(), now: at, log });
    const digests = (await mailTo(manager.email)).slice(before);
    expect(digests).toHaveLength(1);
    for (const lot of lots) expect(digests[0]?.html).toContain(`/user/inspection-detail?id=${lot.id}`);
    // Run again (a retried timer): no second digest.
    await notificationDigest.run({ services: services(), now: at, log });
    expect((await mailTo(manager.email)).slice(before)).toHaveLength(1);
  });

  it("open from an e-mail's link without signing in, and an altered link is refused", async () => {
    const [mail] = await mailTo(supplier.email);
    const link = /\/notification-choices\?token=([\w.-]+)/.exec(mail?.text ?? "")?.[1];
    if (!link) throw new Error("The e-mail has no link to the choices");
    const opened = await api(`notification-choices/by-link?token=${link}`);
    expect(NotificationChoicesSchema.parse(await opened.json()).email).toBe(supplier.email);
    const changed = await api("notification-choices/by-link", {
      method: "PUT",
      body: { token: link, choices: { "lot.failed": "off" } },
    });
    expect(
      NotificationChoicesSchema.parse(await changed.json()).choices.find((c) => c.kind === "lot.failed")
        ?.choice,
    ).toBe("off");
    await expectError(await api(`notification-choices/by-link?token=${link.slice(0, -2)}xx`), 403);
    await expectError(
      await api("notification-choices/by-link", {
        method: "PUT",
        body: { choices: { "lot.failed": "off" } },
      }),
      400,
    );
  });
});

describe("webhook endpoints", () => {
  it("retry a delivery the endpoint answers with 500, and show each attempt", async () => {
    const failing = await register("/failing", ["lot.failed"]);
    const test = await api(`webhooks/${failing.id}/test`, { method: "POST", token: token("admin") });
    expect(test.status).toBe(202);
    for (const deadline = Date.now() + 40_000; ;) {
      const response = await api(`webhooks/${failing.id}/deliveries`, { token: token("admin") });
      const [delivery] = WebhookDeliveryListSchema.parse(await response.json()).items;
      if (delivery && delivery.attempts >= 2) {
        expect(delivery).toMatchObject({ kind: "webhook.test", status: "pending", lastResponseCode: 500 });
        expect(Date.parse(delivery.nextAttemptAt ?? "")).toBeGreaterThan(Date.now() + 60_000);
        break;
      }
      if (Date.now() > deadline) throw new Error(`The delivery was not retried: ${JSON.stringify(delivery)}`);
      await settle(500);
    }
  });

  it("refuse private and link-local addresses, plain HTTP elsewhere, and unknown or personal kinds, naming the field", async () => {
    const refused = async (body: Record<string, unknown>, field: string) => {
      const response = await api("webhooks", { method: "POST", token: token("admin"), body });
      expect(response.status, await response.clone().text()).toBe(400);
      const problem = (await response.json()) as { errors?: { field: string }[] };
      expect(problem.errors?.map((f) => f.field)).toContain(field);
    };
    await refused({ url: "https://10.1.2.3/hook", kinds: ["lot.failed"] }, "body.url");
    await refused({ url: "https://169.254.169.254/latest/meta-data", kinds: ["lot.failed"] }, "body.url");
    await refused({ url: "https://[fd00::1]/hook", kinds: ["lot.failed"] }, "body.url");
    await refused({ url: "http://192.168.1.10/hook", kinds: ["lot.failed"] }, "body.url");
    await refused({ url: "ftp://erp.example.com/hook", kinds: ["lot.failed"] }, "body.url");
    await refused({ url: "not a url", kinds: ["lot.failed"] }, "body.url");
    await refused({ url: `${receiverUrl}/x`, kinds: ["lot.exploded"] }, "body.kinds.0");
    await refused({ url: `${receiverUrl}/x`, kinds: ["inspection.assigned"] }, "body.kinds.0");
    await refused({ url: `${receiverUrl}/x`, kinds: [] }, "body.kinds");
    const listed = await api("webhooks", { token: token("admin") });
    expect(JSON.stringify(await listed.json())).not.toContain("whsec_");
    await expectError(await api("webhooks", { token: supplier.token }), 403);
  });
});
