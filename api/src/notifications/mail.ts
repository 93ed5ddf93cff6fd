import { eventLink, eventTitle, formatDay, isoDay, tenantHour } from "@aql-portal/shared";
import type { Mail, Mailer } from "../data/mailer";
import type { DigestDocument, NotificationDocument } from "../data/notifications-repository";
import { QUEUES } from "../data/queues";
import { isStorageError } from "../data/storage-errors";
import type { UserDocument } from "../data/users-repository";
import { groupBy } from "../lib/group-by";
import type { Services } from "../lib/services";
import { choicesLink } from "./choices-link";
import { mayBeTold, type MailMessage } from "./fan-out";

/*
 * E-mails of notifications (docs/decisions/notifications.md): one at once for a notification whose person chose so,
 * or the day's digest of the rest. Plain, accessible HTML (one column, real headings, a link per notification,
 * nothing in images) with the same words as text, and a link at the foot to the person's choices.
 */

type MailServices = Pick<Services, "notifications" | "users" | "mailer" | "config">;

/** How long a claimed e-mail is left to the worker that claimed it before another sends it. */
const CLAIM_SECONDS = 120;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

interface Item {
  title: string;
  detail: string;
  url: string;
  when: string;
}

const itemOf = (portalUrl: string, doc: NotificationDocument): Item => ({
  title: eventTitle(doc.kind, doc.subject),
  detail: doc.subject.detail,
  url: `${portalUrl}${eventLink(doc.kind, doc.subject)}`,
  when: formatDay(doc.createdAt),
});

/** The message's HTML and text: a heading, the notifications each with its link, and the foot. */
function compose(
  productName: string,
  heading: string,
  items: readonly Item[],
  choicesUrl: string,
): Pick<Mail, "html" | "text"> {
  const htmlItems = items
    .map(
      (item) =>
        `<li style="margin:0 0 16px"><a href="${escape(item.url)}" style="color:#0b57d0;font-weight:bold">${escape(item.title)}</a>` +
        `<br><span style="color:#444">${escape([item.detail, item.when].filter(Boolean).join(" · "))}</span></li>`,
    )
    .join("");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escape(heading)}</title></head>`,
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">`,
    `<main style="max-width:600px;margin:0 auto">`,
    `<p style="margin:0 0 8px;color:#444">${escape(productName)}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${escape(heading)}</h1>`,
    `<ul style="padding-left:20px;margin:0 0 24px">${htmlItems}</ul>`,
    `<p style="font-size:14px;color:#444;border-top:1px solid #ccc;padding-top:12px">`,
    `You get this e-mail because of your choices in ${escape(productName)}. `,
    `<a href="${escape(choicesUrl)}" style="color:#0b57d0">Change which e-mails you get</a>.</p>`,
    `</main></body></html>`,
  ].join("");
  const text = [
    heading,
    "",
    ...items.flatMap((item) => [
      item.title,
      [item.detail, item.when].filter(Boolean).join(" · "),
      item.url,
      "",
    ]),
    "--",
    `You get this e-mail because of your choices in ${productName}. Change which e-mails you get:`,
    choicesUrl,
  ].join("\n");
  return { html, text };
}

/**
 * Sends the e-mail of one notification, once: claimed (under its ETag) before it is sent and marked sent after, so a
 * message delivered again finds it sent, and one delivered twice at once is sent by one worker. A claim younger
 * than CLAIM_SECONDS is another worker's: the message is put back to be looked at once that claim has run out
 * (by then the e-mail is sent, or its worker stopped and this one sends it). A send that fails releases the claim
 * and fails, so the queue delivers the message again; after the fifth failure it rests in the poison queue and the
 * notification stays in the person's bell, unmailed.
 */
export async function sendNotificationMail(
  services: MailServices & Pick<Services, "queues">,
  message: MailMessage,
  now = new Date(),
) {
  const { mailer, config } = services;
  if (!mailer || !config.portalUrl) return;
  const doc = await services.notifications.get(message.tenantId, message.userId, message.notificationId);
  if (!doc?.mail || doc.mail.sentAt) return;
  const claimedAt = doc.mail.claimedAt ? Date.parse(doc.mail.claimedAt) : 0;
  if (now.getTime() - claimedAt < CLAIM_SECONDS * 1000) {
    await services.queues.send(QUEUES.notificationMail, message, { delaySeconds: CLAIM_SECONDS });
    return;
  }
  const user = await services.users.get(doc.tenantId, doc.userId);
  if (!user || !mayBeTold(user, doc.kind)) return;
  const claimed = await services.notifications.replace(
    { ...doc, mail: { ...doc.mail, claimedAt: now.toISOString() } },
    doc._etag ?? "",
  );
  try {
    await send(
      services,
      mailer,
      user,
      { id: doc.id, heading: eventTitle(doc.kind, doc.subject), docs: [doc] },
      now,
    );
  } catch (error) {
    await services.notifications
      .replace({ ...claimed, mail: { choice: doc.mail.choice } }, claimed._etag ?? "")
      .catch(() => undefined);
    throw error;
  }
  await markSent(services, claimed, new Date());
}

/**
 * The daily digest, when the tenant's digest hour has come (the timer runs every hour): for each person with
 * notifications waiting for it, one e-mail listing them, oldest first. Each person's digest of a day is claimed
 * before it is sent, so a timer that runs twice sends one; what a stopped run left unsent goes in the next day's.
 * Returns how many digests it sent.
 */
export async function sendDigests(services: MailServices, now = new Date()): Promise<number> {
  const { mailer, config } = services;
  if (!mailer || !config.portalUrl || tenantHour(now) !== config.digestHour) return 0;
  const date = isoDay(now);
  const waiting = await services.notifications.awaitingDigest(config.tenantId);
  const byUser = groupBy(waiting, (doc) => doc.userId);
  const failures: string[] = [];
  let sent = 0;
  for (const [userId, docs] of byUser) {
    const user = await services.users.get(config.tenantId, userId);
    if (!user || user.deleted || user.status !== "ACTIVE") continue;
    const digest: DigestDocument = {
      id: `digest:${userId}:${date}`,
      partitionKey: docs[0]?.partitionKey ?? "",
      type: "digest",
      tenantId: config.tenantId,
      userId,
      date,
      notificationIds: docs.map((doc) => doc.id),
      createdAt: now.toISOString(),
      ttl: 7 * 86_400,
    };
    if (!(await services.notifications.claimDigest(digest))) continue;
    const ordered = docs.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const heading = `Your day in ${config.productName}: ${ordered.length} ${ordered.length === 1 ? "notification" : "notifications"}`;
    // One person's refused address stops nobody else's digest; the failures are reported after.
    try {
      await send(services, mailer, user, { id: digest.id, heading, docs: ordered }, now);
      for (const doc of ordered) await markSent(services, doc, now);
      sent++;
    } catch (error) {
      failures.push(`${user.email}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) {
    throw new Error(
      `${sent} digests sent, ${failures.length} not (sent tomorrow with the next day's): ${failures.join("; ")}`,
    );
  }
  return sent;
}

/** One e-mail to `user`: the heading as its subject, the notifications listed, the link to their choices. */
async function send(
  { config }: Pick<Services, "config">,
  mailer: Mailer,
  user: Pick<UserDocument, "id" | "tenantId" | "email" | "name">,
  mail: { id: string; heading: string; docs: readonly NotificationDocument[] },
  now: Date,
): Promise<void> {
  const portalUrl = config.portalUrl ?? "";
  await mailer.send({
    id: mail.id,
    to: { address: user.email, name: user.name },
    subject: mail.heading,
    ...compose(
      config.productName,
      mail.heading,
      mail.docs.map((doc) => itemOf(portalUrl, doc)),
      await choicesLink(config, portalUrl, user, now),
    ),
  });
}

/** Marks a digested notification sent; one changed meanwhile (read, say) is read again and marked. */
async function markSent(services: MailServices, doc: NotificationDocument, now: Date): Promise<void> {
  for (let current: NotificationDocument | undefined = doc, attempt = 1; current?.mail; attempt++) {
    try {
      await services.notifications.replace(
        { ...current, mail: { ...current.mail, sentAt: now.toISOString() } },
        current._etag ?? "",
      );
      return;
    } catch (error) {
      if (attempt >= 3 || !isStorageError(error, "stale")) throw error;
      current = await services.notifications.get(doc.tenantId, doc.userId, doc.id);
    }
  }
}
