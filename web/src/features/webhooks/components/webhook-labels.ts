import { plural, t } from "@lingui/core/macro";
import {
  EVENT_KINDS,
  WEBHOOK_EVENT_KINDS,
  WEBHOOK_TEST_KIND,
  type EventKind,
  type WebhookDelivery,
} from "@aql-portal/shared";

export type DeliveryStatus = WebhookDelivery["status"];

/** Each status in words, in the language shown when read. */
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  get pending() {
    return t`Pending`;
  },
  get delivered() {
    return t`Delivered`;
  },
  get failed() {
    return t`Failed`;
  },
};

/** Still being tried is a warning, taken is done, given up is an error: the same wherever a delivery shows. */
export const DELIVERY_STATUS_COLOURS: Readonly<Record<DeliveryStatus, string>> = {
  pending: "orange",
  delivered: "green",
  failed: "red",
};

const isEventKind = (kind: string): kind is EventKind => Object.hasOwn(EVENT_KINDS, kind);

/** A delivery's event as the catalogue names it; the test event an administrator sends, as such. */
export function deliveryKindLabel(kind: string): string {
  if (kind === WEBHOOK_TEST_KIND) return t`Test event`;
  return isEventKind(kind) ? EVENT_KINDS[kind].label : kind;
}

/** How many kinds an endpoint takes, in words: "Every kind (14)" when all a webhook may carry, else "3 kinds". */
export function kindsCount(kinds: readonly EventKind[]): string {
  const every = WEBHOOK_EVENT_KINDS.every((kind) => kinds.includes(kind));
  if (every) {
    const count = WEBHOOK_EVENT_KINDS.length;
    return t`Every kind (${count})`;
  }
  return plural(kinds.length, { one: "# kind", other: "# kinds" });
}
