import { timerFunction } from "../lib/timer";
import { sendDigests } from "../notifications/mail";

/**
 * Every hour, five minutes past: at the tenant's digest hour, each person's notifications waiting for the digest
 * go out in one e-mail (docs/decisions/notifications.md "E-mail").
 */
export const notificationDigest = timerFunction({
  name: "notification-digest",
  schedule: "0 5 * * * *",
  run: async ({ services, now, log }) => {
    const sent = await sendDigests(services, now);
    if (sent > 0) log.log({ function: "notification-digest", sent });
  },
});
