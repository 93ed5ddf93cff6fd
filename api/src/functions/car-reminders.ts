import { remindOfDueCars } from "../corrective-actions/car-reminders";
import { timerFunction } from "../lib/timer";

/**
 * Every hour, ten minutes past: at the reminder hour, the CARs a supplier owes an answer due in two days or overdue
 * are reminded of (docs/decisions/notifications.md).
 */
export const carReminders = timerFunction({
  name: "car-reminders",
  schedule: "0 10 * * * *",
  run: async ({ services, now, log }) => {
    const reminded = await remindOfDueCars(services, now);
    if (reminded > 0) log.log({ function: "car-reminders", reminded });
  },
});
