import { NotificationEventSchema, type NotificationEvent } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { QUEUES } from "../data/queues";
import { finishedLot } from "../testing/lots-fixture";
import { demoTenantForEachTest, type MemoryServices } from "../testing/memory-services";
import { userByEmail } from "../testing/users-fixture";
import { fanOut, type MailMessage } from "./fan-out";
import { sendDigests, sendNotificationMail } from "./mail";

/**
 * Who is told of an event, and how (docs/decisions/notifications.md): a failed lot of Dhaka Knitwear tells Dhaka
 * Knitwear's people and the client's managers and operators, never another supplier's people nor the inspector;
 * told twice, it tells nobody twice; each e-mail goes once.
 */
describe("telling people of an event", () => {
  const services = demoTenantForEachTest();

  /** The events the writes put on the notifications queue, of `kind`. */
  const published = (kind: string): NotificationEvent[] =>
    services.queues.sent
      .filter((sent) => sent.queue === QUEUES.notifications)
      .map((sent) => NotificationEventSchema.parse(sent.message))
      .filter((event) => event.kind === kind);

  const mailMessages = (): MailMessage[] =>
    services.queues.sent
      .filter((sent) => sent.queue === QUEUES.notificationMail)
      .map((sent) => sent.message as MailMessage);

  const person = (email: string) => userByEmail(services, email);
  const bellOf = async (email: string) =>
    services.notifications.latest(services.config.tenantId, (await person(email)).id, 50);

  async function failedLotEvent(s: MemoryServices = services): Promise<NotificationEvent> {
    const lot = await finishedLot(s, "Fail");
    const [event] = published("lot.failed");
    expect(event?.subject).toMatchObject({ type: "inspection", id: lot.id });
    if (!event) throw new Error("The failed lot published no event");
    return event;
  }

  it("a failed lot tells its supplier's people and the client, and e-mails those who chose it at once", async () => {
    const event = await failedLotEvent();
    expect(await fanOut(services, event)).toEqual({ told: 3, mailed: 2 });
    for (const email of ["supplier@demo.local", "manager@demo.local", "operator@demo.local"]) {
      const [told, ...more] = await bellOf(email);
      expect(more).toEqual([]);
      expect(told).toMatchObject({ kind: "lot.failed", readAt: null, eventId: event.id });
    }
    expect(await bellOf("inspector@demo.local")).not.toContainEqual(
      expect.objectContaining({ kind: "lot.failed" }),
    );
    // The operator's role is told in the portal only, unless they choose otherwise.
    const mailedTo = mailMessages().map((message) => message.userId);
    expect(mailedTo.sort()).toEqual(
      [(await person("supplier@demo.local")).id, (await person("manager@demo.local")).id].sort(),
    );
  });

  it("never tells another supplier's people, nor the person who caused it", async () => {
    const event = await failedLotEvent();
    await fanOut(services, { ...event, audience: { supplierId: "SUP-OTHER" } });
    expect(await bellOf("supplier@demo.local")).toEqual([]);
    const manager = await person("manager@demo.local");
    await fanOut(services, { ...event, id: `${event.id}-2`, audience: { exceptUserId: manager.id } });
    // The operator is told of both; the manager not of the one they caused.
    expect((await bellOf("manager@demo.local")).map((told) => told.eventId)).toEqual([event.id]);
    expect(await bellOf("operator@demo.local")).toHaveLength(2);
  });

  it("told twice, makes one notification and sends one e-mail", async () => {
    const event = await failedLotEvent();
    await fanOut(services, event);
    await fanOut(services, event);
    expect(await bellOf("supplier@demo.local")).toHaveLength(1);
    // The e-mail is queued again (a stopped fan-out may not have queued it), and sent once.
    for (const message of mailMessages()) {
      await sendNotificationMail(services, message, new Date(Date.now() + 1000));
      await sendNotificationMail(services, message, new Date(Date.now() + 200_000));
    }
    expect(services.mailer?.sent.map((mail) => mail.to.address).sort()).toEqual([
      "manager@demo.local",
      "supplier@demo.local",
    ]);
    const [mail] = services.mailer?.sent ?? [];
    expect(mail?.subject).toMatch(/^Inspection \w{10} \(T61-1001\) failed its inspection$/);
    expect(mail?.text).toContain(`/user/inspection-detail?id=${event.subject.id}`);
  });

  it("e-mails nobody whose choice is off, and gathers the digest's into one e-mail at the digest hour", async () => {
    const manager = await person("manager@demo.local");
    const stored = await services.users.get(services.config.tenantId, manager.id);
    if (!stored) throw new Error("No client manager");
    await services.users.replace({ ...stored, emailChoices: { "lot.failed": "digest" } }, stored._etag ?? "");
    const supplier = await services.users.get(
      services.config.tenantId,
      (await person("supplier@demo.local")).id,
    );
    if (!supplier) throw new Error("No supplier");
    await services.users.replace(
      { ...supplier, emailChoices: { "lot.failed": "off" } },
      supplier._etag ?? "",
    );
    const event = await failedLotEvent();
    await fanOut(services, event);
    await fanOut(services, { ...event, id: `${event.id}-again` });
    expect(mailMessages()).toEqual([]);
    // 07:05 in London (GMT in winter).
    const digestTime = new Date("2026-12-01T07:05:00Z");
    expect(await sendDigests(services, new Date("2026-12-01T09:05:00Z"))).toBe(0);
    expect(await sendDigests(services, digestTime)).toBe(1);
    expect(await sendDigests(services, digestTime)).toBe(0);
    const [digest, ...more] = services.mailer?.sent ?? [];
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ to: { address: "manager@demo.local" } });
    expect(digest?.subject).toBe("Your day in AQL Portal: 2 notifications");
  });

  it("without a mail service, tells people in the portal only", async () => {
    services.mailer = null;
    const event = await failedLotEvent();
    expect(await fanOut(services, event)).toEqual({ told: 3, mailed: 0 });
    expect((await bellOf("supplier@demo.local"))[0]?.mail).toBeNull();
  });
});
