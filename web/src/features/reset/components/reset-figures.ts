import { t } from "@lingui/core/macro";
import type { ResetJob } from "@aql-portal/shared";

/** Whole seconds from `from` to `to`. */
export function secondsBetween(from: string, to: Date | string): number {
  return Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000));
}

/** "45 s", "3 min 05 s". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return t`${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const paddedSeconds = String(seconds % 60).padStart(2, "0");
  return t`${minutes} min ${paddedSeconds} s`;
}

/**
 * Seconds left, measured from the job's own pace: the time its counted work has taken so far, scaled to the work
 * still to do. Null until there is enough to measure (the build has no count, and the first batches say little).
 */
export function secondsLeft(job: Pick<ResetJob, "done" | "total" | "startedOn">, now: Date): number | null {
  if (job.total === 0 || job.done < Math.min(100, job.total)) return null;
  const elapsed = secondsBetween(job.startedOn, now);
  return Math.max(1, Math.round((elapsed / job.done) * (job.total - job.done)));
}

/** The bar's value in percent, or null while the step has nothing to count (building). */
export function percentDone(job: Pick<ResetJob, "done" | "total" | "status">): number | null {
  if (job.status === "done") return 100;
  if (job.total === 0) return null;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}
