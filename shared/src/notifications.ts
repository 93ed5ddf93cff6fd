import { z } from "zod";
import { ROLE_NAMES, type RoleName } from "./roles";

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
