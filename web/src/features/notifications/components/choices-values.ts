import { t } from "@lingui/core/macro";
import {
  CHOICES_LINK_DAYS,
  formatClock,
  type EmailChoice,
  type EmailChoices,
  type EventKind,
  type NotificationChoices,
} from "@aql-portal/shared";
import { ApiRequestError } from "../../../lib/api-client";

/** What the form holds: a choice for every kind the page lists. */
export type ChosenChoices = Partial<Record<EventKind, EmailChoice>>;

export const chosenOf = (saved: NotificationChoices): ChosenChoices =>
  Object.fromEntries(saved.choices.map(({ kind, choice }) => [kind, choice]));

/**
 * What Save sends: only the kinds whose choice the person changed. A kind never chosen follows the role's default
 * (docs/decisions/notifications.md "E-mail"), so sending every row would pin today's defaults as their own.
 */
export function changedChoices(saved: NotificationChoices, chosen: ChosenChoices): EmailChoices {
  return Object.fromEntries(
    saved.choices.flatMap(({ kind, choice }) => {
      const now = chosen[kind];
      return now !== undefined && now !== choice ? [[kind, now]] : [];
    }),
  );
}

/** "Digest sent daily at 07:00, Europe/London." */
export const digestSentence = ({ digestHour, timeZone }: NotificationChoices): string => {
  const clock = formatClock(digestHour, 0);
  return t`Digest sent daily at ${clock}, ${timeZone}.`;
};

/** Why an e-mail's link was refused, in words, when it was (410 expired, 403 not valid); null for other failures. */
export function linkRefusal(error: unknown): { title: string; detail: string; expired: boolean } | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 410) {
    const linkDays = CHOICES_LINK_DAYS;
    return {
      title: t`This link has expired`,
      detail: t`The link in an e-mail changes your choices for ${linkDays} days. Use the link of a more recent e-mail, or sign in and open E-mail choices from the bell or your account's menu.`,
      expired: true,
    };
  }
  if (error.status === 403) {
    return {
      title: t`This link is not valid`,
      detail: t`It may have been cut short when it was copied, or it was not made for this portal. Sign in and open E-mail choices from the bell or your account's menu instead.`,
      expired: false,
    };
  }
  return null;
}
