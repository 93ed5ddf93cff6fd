import { awaitsSupplier, isCarOverdue, isoDay, tenantHour, type NotificationEvent } from "@aql-portal/shared";
import type { Services } from "../lib/services";
import { carSubject, publishEvents } from "../notifications/events";

/*
 * Reminders of CARs the supplier still owes an answer (docs/decisions/notifications.md): two days before the due
 * date, and every day once it is past, at REMINDER_HOUR in the tenant's time zone. Each reminder's id carries the
 * day, so a timer that runs twice that day reminds once.
 */

/** The hour (tenant's time zone) reminders go out: before the working day, so the digest can carry them. */
export const REMINDER_HOUR = 6;

/** At the reminder hour: the tenant's CARs due in two days or overdue, each one event. Returns how many. */
export async function remindOfDueCars(
  services: Pick<Services, "correctiveActions" | "queues" | "config">,
  now = new Date(),
): Promise<number> {
  if (tenantHour(now) !== REMINDER_HOUR) return 0;
  const tenantId = services.config.tenantId;
  const today = isoDay(now);
  const dueSoon = isoDay(now, 2);
  const open = (await services.correctiveActions.list(tenantId)).filter((car) => awaitsSupplier(car.status));
  const events = open.flatMap((car): NotificationEvent[] => {
    const overdue = isCarOverdue(car, today);
    if (!overdue && car.dueDate !== dueSoon) return [];
    const kind = overdue ? "car.overdue" : "car.due-soon";
    return [
      {
        id: `${car.id}:${today}:${kind}`,
        tenantId,
        kind,
        at: now.toISOString(),
        subject: { ...carSubject(car), detail: `${car.supplier.name} · due ${car.dueDate}` },
        audience: overdue
          ? { supplierId: car.supplier.id, userIds: [car.owner.id] }
          : { supplierId: car.supplier.id },
      },
    ];
  });
  await publishEvents(services, events);
  return events.length;
}
