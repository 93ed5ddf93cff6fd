import { z } from "zod";
import { ROLE_NAMES, type RoleName } from "./roles";
import { webRoutes } from "./routes";

/*
 * What people are told, and how (docs/decisions/notifications.md): the kinds of event, who of which role may be
 * told of each, each role's default e-mail choice, and whether the retailer's systems may hear it by webhook. The
 * API resolves the people and sends; the pages show the choices from here.
 */

/** How someone is e-mailed about one kind of event: at once, in the day's digest, or not at all. */
export const EMAIL_CHOICES = ["instant", "digest", "off"] as const;
export const EmailChoiceSchema = z.enum(EMAIL_CHOICES);
export type EmailChoice = z.infer<typeof EmailChoiceSchema>;

export const EMAIL_CHOICE_LABELS: Readonly<Record<EmailChoice, string>> = {
  instant: "At once",
  digest: "In the daily digest",
  off: "Not by e-mail",
};

interface EventKindDefinition {
  /** What the event is, as the choices page names it. */
  label: string;
  /** The roles whose people may be told of it (which of them are, the API decides from the event). */
  roles: readonly RoleName[];
  /** Each role's e-mail choice until the person makes their own; a role not named is not e-mailed. */
  email: Partial<Readonly<Record<RoleName, EmailChoice>>>;
  /** Whether a webhook endpoint may subscribe to it (events about one person's own account or files may not). */
  webhook: boolean;
}

const SUPPLIER_AND_CLIENT: readonly RoleName[] = ["SUPPLIER", "CLIENT_MANAGER", "CLIENT_OPERATOR"];
const FOLLOWERS: readonly RoleName[] = ["REVIEWER", "CLIENT_MANAGER", "ADMINISTRATOR"];
/** Everyone with an account that can sign in. */
const ACCOUNT_HOLDERS: readonly RoleName[] = ROLE_NAMES.filter((role) => role !== "PENDING");
const everyoneAtOnce = Object.fromEntries(ACCOUNT_HOLDERS.map((role) => [role, "instant"])) as Partial<
  Record<RoleName, EmailChoice>
>;

export const EVENT_KINDS = {
  "report.awaiting-decision": {
    label: "A report awaits the client's decision",
    roles: ["CLIENT_MANAGER"],
    email: { CLIENT_MANAGER: "digest" },
    webhook: true,
  },
  "lot.failed": {
    label: "A lot failed its inspection",
    roles: SUPPLIER_AND_CLIENT,
    email: { SUPPLIER: "instant", CLIENT_MANAGER: "instant" },
    webhook: true,
  },
  "decision.made": {
    label: "The client decided on a lot",
    roles: ["SUPPLIER", "REVIEWER"],
    email: { SUPPLIER: "instant", REVIEWER: "digest" },
    webhook: true,
  },
  "car.raised": {
    label: "A corrective action was asked for",
    roles: ["SUPPLIER"],
    email: { SUPPLIER: "instant" },
    webhook: true,
  },
  "car.answered": {
    label: "A supplier answered a corrective action",
    roles: FOLLOWERS,
    email: { REVIEWER: "instant", CLIENT_MANAGER: "instant", ADMINISTRATOR: "digest" },
    webhook: true,
  },
  "car.sent-back": {
    label: "A corrective action's answer was sent back",
    roles: ["SUPPLIER"],
    email: { SUPPLIER: "instant" },
    webhook: true,
  },
  "car.accepted": {
    label: "A corrective action was accepted",
    roles: ["SUPPLIER"],
    email: { SUPPLIER: "digest" },
    webhook: true,
  },
  "car.due-soon": {
    label: "A corrective action is due in two days",
    roles: ["SUPPLIER"],
    email: { SUPPLIER: "instant" },
    webhook: false,
  },
  "car.overdue": {
    label: "A corrective action is overdue",
    roles: ["SUPPLIER", ...FOLLOWERS],
    email: { SUPPLIER: "instant", REVIEWER: "digest", CLIENT_MANAGER: "digest" },
    webhook: true,
  },
  "switching.changed": {
    label: "A supplier's inspection level changed",
    roles: ["SUPPLIER", "REVIEWER", "CLIENT_MANAGER"],
    email: { SUPPLIER: "instant", CLIENT_MANAGER: "digest", REVIEWER: "digest" },
    webhook: true,
  },
  "switching.awaiting-approval": {
    label: "A supplier's reduced inspection awaits approval",
    roles: ["CLIENT_MANAGER"],
    email: { CLIENT_MANAGER: "instant" },
    webhook: true,
  },
  "inspection.assigned": {
    label: "An inspection was given to you",
    roles: ["INSPECTOR"],
    email: { INSPECTOR: "instant" },
    webhook: false,
  },
  "inspection.rescheduled": {
    label: "The date of one of your inspections changed",
    roles: ["INSPECTOR"],
    email: { INSPECTOR: "instant" },
    webhook: false,
  },
  "account.approved": {
    label: "Your account was approved",
    roles: ACCOUNT_HOLDERS,
    email: everyoneAtOnce,
    webhook: false,
  },
  "account.blocked": {
    label: "Your account was blocked",
    roles: ACCOUNT_HOLDERS,
    email: everyoneAtOnce,
    webhook: false,
  },
  "reset.finished": {
    label: "The environment reset finished",
    roles: ["ADMINISTRATOR"],
    email: { ADMINISTRATOR: "instant" },
    webhook: true,
  },
  "download.ready": {
    label: "A download of reports is ready",
    roles: ACCOUNT_HOLDERS.filter((role) => role !== "INSPECTOR"),
    email: {},
    webhook: false,
  },
  "webhook.failing": {
    label: "A webhook endpoint stopped taking deliveries",
    roles: ["ADMINISTRATOR"],
    email: { ADMINISTRATOR: "instant" },
    webhook: false,
  },
} as const satisfies Record<string, EventKindDefinition>;

export type EventKind = keyof typeof EVENT_KINDS;
export const EVENT_KIND_IDS = Object.keys(EVENT_KINDS) as EventKind[];
export const EventKindSchema = z.enum(EVENT_KIND_IDS as [EventKind, ...EventKind[]]);

/** The kinds a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENT_KINDS: readonly EventKind[] = EVENT_KIND_IDS.filter(
  (kind) => EVENT_KINDS[kind].webhook,
);

/** A person's own e-mail choices, by kind; a kind not named follows their role's default. */
export const EmailChoicesSchema = z.partialRecord(EventKindSchema, EmailChoiceSchema);
export type EmailChoices = z.infer<typeof EmailChoicesSchema>;

/** The kinds someone of `role` may be told of, in the catalogue's order. */
export const eventKindsFor = (role: RoleName): EventKind[] =>
  EVENT_KIND_IDS.filter((kind) => (EVENT_KINDS[kind].roles as readonly RoleName[]).includes(role));

/** How someone of `role` with these choices is e-mailed about `kind`: never about a kind their role is not told of. */
export function emailChoiceOf(role: RoleName, choices: EmailChoices, kind: EventKind): EmailChoice {
  const definition: EventKindDefinition = EVENT_KINDS[kind];
  if (!definition.roles.includes(role)) return "off";
  return choices[kind] ?? definition.email[role] ?? "off";
}

/** Someone's choices as the choices page shows them: every kind of their role, defaults filled in. */
export const emailChoicesFor = (role: RoleName, choices: EmailChoices): EmailChoices =>
  Object.fromEntries(eventKindsFor(role).map((kind) => [kind, emailChoiceOf(role, choices, kind)]));

/** What an event is about, as the API keeps it: enough to word it and to link to where the person acts. */
export const EventSubjectSchema = z.object({
  /** "inspection", "car", "supplier", "user", "reset", "download" or "webhook". */
  type: z.enum(["inspection", "car", "supplier", "user", "reset", "download", "webhook"]),
  id: z.string(),
  /** What people call it: an inspection's number and style, a CAR's number, a supplier's name… */
  label: z.string(),
  /** A short second line: the supplier, the decision, the new date… */
  detail: z.string().default(""),
});
export type EventSubject = z.infer<typeof EventSubjectSchema>;

/** The portal page where someone told of `kind` about `subject` acts, as a path of the web app. */
export function eventLink(kind: EventKind, subject: Pick<EventSubject, "type" | "id">): string {
  const id = encodeURIComponent(subject.id);
  switch (subject.type) {
    case "inspection":
      return kind === "inspection.assigned" || kind === "inspection.rescheduled"
        ? `${webRoutes.inspection}?id=${id}`
        : `${webRoutes.inspectionDetail}?id=${id}`;
    case "car":
      return `${webRoutes.correctiveActions}/${id}`;
    case "supplier":
      return `${webRoutes.suppliers}?supplier=${id}`;
    case "user":
      return kind === "account.blocked" ? webRoutes.contactUs : webRoutes.main;
    case "reset":
      return webRoutes.resetEnvironment;
    case "download":
      return webRoutes.downloads;
    case "webhook":
      return `${webRoutes.webhooks}?id=${id}`;
  }
}

/** The one line that says what happened, as the bell, the e-mail's subject and the digest word it. */
export function eventTitle(kind: EventKind, subject: Pick<EventSubject, "label">): string {
  const about = subject.label;
  switch (kind) {
    case "report.awaiting-decision":
      return `${about}: the report awaits your decision`;
    case "lot.failed":
      return `${about} failed its inspection`;
    case "decision.made":
      return `${about}: the client decided`;
    case "car.raised":
      return `${about} asks for your corrective action`;
    case "car.answered":
      return `${about} was answered by the supplier`;
    case "car.sent-back":
      return `${about}: the answer was sent back`;
    case "car.accepted":
      return `${about} was accepted`;
    case "car.due-soon":
      return `${about} is due in two days`;
    case "car.overdue":
      return `${about} is overdue`;
    case "switching.changed":
      return `${about}: the inspection level changed`;
    case "switching.awaiting-approval":
      return `${about}: reduced inspection awaits approval`;
    case "inspection.assigned":
      return `${about} was given to you`;
    case "inspection.rescheduled":
      return `${about} has a new date`;
    case "account.approved":
      return "Your account was approved: you can sign in";
    case "account.blocked":
      return "Your account was blocked";
    case "reset.finished":
      return "The environment reset finished";
    case "download.ready":
      return `${about} is ready to download`;
    case "webhook.failing":
      return `Webhook ${about} stopped taking deliveries`;
  }
}

/** One of the caller's notifications, newest first in their list. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: EventKindSchema,
  title: z.string(),
  detail: z.string(),
  /** The portal path where the person acts. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** How many notifications the bell lists (those of the last 90 days are kept). */
export const NOTIFICATIONS_LISTED = 50;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  /** Unread among the kept ones (not only the listed ones). */
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** Mark some notifications read (those ids), or all of them (no ids). */
export const MarkNotificationsReadSchema = z.object({
  ids: z.array(z.string().min(1).max(400)).min(1).max(NOTIFICATIONS_LISTED).optional(),
});

/** A person's e-mail choices as the choices page shows and changes them. */
export const NotificationChoicesSchema = z.object({
  /** Where the e-mails go. */
  email: z.string(),
  /** Every kind the person's role is told of, in the catalogue's order, with what they chose (or the default). */
  choices: z.array(z.object({ kind: EventKindSchema, label: z.string(), choice: EmailChoiceSchema })),
  /** When the daily digest is sent: the hour (0–23) in the tenant's time zone. */
  digestHour: z.number().int().min(0).max(23),
  timeZone: z.string(),
});
export type NotificationChoices = z.infer<typeof NotificationChoicesSchema>;

export const NotificationChoicesUpdateSchema = z.object({
  choices: z.partialRecord(EventKindSchema, EmailChoiceSchema).refine((c) => Object.keys(c).length > 0, {
    message: "name at least one kind of event",
  }),
  /** The token of an e-mail's "change these choices" link, when the person is not signed in. */
  token: z.string().min(1).max(2000).optional(),
});
export type NotificationChoicesUpdate = z.infer<typeof NotificationChoicesUpdateSchema>;

/** How long the "change these choices" link of an e-mail works. */
export const CHOICES_LINK_DAYS = 30;

/* Webhooks: the retailer's systems told of events (docs/decisions/notifications.md "Webhooks"). */

/** The test event an administrator sends to an endpoint, beside the catalogue's kinds. */
export const WEBHOOK_TEST_KIND = "webhook.test";

export const WebhookEndpointInputSchema = z.object({
  url: z
    .url({ message: "must be an absolute URL, e.g. https://erp.example.com/aql-events" })
    .max(2000)
    .refine((url) => /^https?:\/\//i.test(url), { message: "must be an https:// URL" }),
  kinds: z
    .array(
      EventKindSchema.refine((kind) => WEBHOOK_EVENT_KINDS.includes(kind), {
        message: "is about one person's own account or files and is not sent to webhooks",
      }),
    )
    .min(1, "name at least one kind of event")
    .max(EVENT_KIND_IDS.length),
  description: z.string().trim().max(200).default(""),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInputSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  kinds: z.array(EventKindSchema),
  description: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z.object({ status: z.enum(["pending", "delivered", "failed"]), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** An endpoint just made, or its secret rotated: the only answer that shows the secret. */
export const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  kind: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastResponseCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) });
export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) });

/**
 * Who of the kind's roles is told (`isTold` in the API): a supplier's people when the event names their supplier;
 * the others all, or only those named; never the person who caused it.
 */
export const EventAudienceSchema = z.object({
  supplierId: z.string().optional(),
  userIds: z.array(z.string()).optional(),
  exceptUserId: z.string().optional(),
});
export type EventAudience = z.infer<typeof EventAudienceSchema>;

/**
 * Something that happened that people are told of: recorded by the write that made it happen, then published on
 * the notifications queue. Its id is derived from what happened (`{document id}:{revision}:{kind}`), so publishing
 * it twice tells nobody twice.
 */
export const NotificationEventSchema = z.object({
  id: z.string().min(1).max(300),
  tenantId: z.string().min(1),
  kind: EventKindSchema,
  at: z.string(),
  subject: EventSubjectSchema,
  audience: EventAudienceSchema,
});
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
