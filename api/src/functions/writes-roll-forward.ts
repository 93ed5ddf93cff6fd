import { rollForwardCarEvents } from "../corrective-actions/car-writes";
import { rollForwardAbandonedImports } from "../import/run-import";
import { rollForwardInspectionWrites } from "../inspections/inspection-writes";
import { timerFunction } from "../lib/timer";
import { rollForwardCheckWrites } from "../packaging/check-writes";

/**
 * Every minute: completes work whose process stopped part-way (a host killed, an instance recycled), once it has
 * gone untouched for ROLL_FORWARD_AFTER_SECONDS — imports cut short (their hidden inspections shown again),
 * analytics updates of inspection writes and day counts of packaging checks never confirmed, events of CAR
 * moves never published (docs/decisions/notifications.md). Decision: docs/decisions/import-jobs.md.
 */
export const writesRollForward = timerFunction({
  name: "writes-roll-forward",
  schedule: "30 * * * * *",
  run: async ({ services, now, log }) => {
    const before = new Date(now.getTime() - services.config.rollForwardAfterSeconds * 1000);
    // Both run to the end even if one fails (the failure is then reported).
    const [imports, summaries, packagingDays, carEvents] = await Promise.all([
      rollForwardAbandonedImports(services, now),
      rollForwardInspectionWrites(services, before),
      rollForwardCheckWrites(services, before),
      rollForwardCarEvents(services, before),
    ]);
    if (imports > 0 || summaries > 0 || packagingDays > 0 || carEvents > 0) {
      log.log({ function: "writes-roll-forward", imports, summaries, packagingDays, carEvents });
    }
  },
});
