import { EmailClient } from "@azure/communication-email";
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import { managedIdentity } from "./identity";

/** How e-mail is sent (MAIL_MODE and the settings of its service: ../lib/config.ts). */
export type MailConfig = { from: string } & (
  { mode: "acs"; endpoint: string } | { mode: "smtp"; host: string; port: number }
);

/** One e-mail: to one person, with an HTML and a text part. */
export interface Mail {
  /**
   * What makes it this e-mail and no other (a notification's or a digest's id): the senders pass it on so that a
   * message sent again is recognised as the same one (SMTP's Message-ID, ACS's operation id).
   */
  id: string;
  to: { address: string; name: string };
  subject: string;
  html: string;
  text: string;
}

/** Sends e-mail: one interface, an adapter per service, chosen by configuration (docs/decisions/notifications.md). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The sender for the deployment's MAIL_MODE. */
export function createMailer(config: MailConfig): Mailer {
  return config.mode === "acs" ? acsMailer(config) : smtpMailer(config);
}

/** Azure Communication Services Email, reached as the Function App's managed identity: no keys in settings. */
function acsMailer(config: Extract<MailConfig, { mode: "acs" }>): Mailer {
  const client = new EmailClient(config.endpoint, managedIdentity());
  return {
    send: async (mail) => {
      const poller = await client.beginSend(
        {
          senderAddress: config.from,
          recipients: { to: [{ address: mail.to.address, displayName: mail.to.name }] },
          content: { subject: mail.subject, html: mail.html, plainText: mail.text },
        },
        // The same operation id for the same e-mail: the service sends a retried request once.
        { operationId: uuidOf(mail.id) },
      );
      const result = await poller.pollUntilDone();
      if (result.status !== "Succeeded") {
        throw new Error(
          `Communication Services did not send ${mail.id}: ${result.status} ${result.error?.message ?? ""}`,
        );
      }
    },
  };
}

/** An SMTP server: the local stack's MailDev (no TLS, no sign-in, on this machine). */
function smtpMailer(config: Extract<MailConfig, { mode: "smtp" }>): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 10_000,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({
        from: config.from,
        to: { address: mail.to.address, name: mail.to.name },
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${createHash("sha256").update(mail.id).digest("hex").slice(0, 32)}@aql-portal>`,
        headers: { "X-AQL-Mail-Id": mail.id },
      });
    },
  };
}

/** A UUID derived from a text (the service wants its operation ids as UUIDs). */
function uuidOf(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join("-");
}
