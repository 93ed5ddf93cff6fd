import { z } from "zod";

/**
 * The environment reset (docs/decisions/environment-reset.md): an administrator replaces the tenant's
 * inspections, PO lines, products, size charts, reports and photos with the demo data set; users and reference
 * lists stay.
 */
export const RESET_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ResetStatus = (typeof RESET_STATUSES)[number];

/** Its steps, in order: the demo data built aside, the tenant's data deleted, the built data copied in. */
export const RESET_STEPS = ["build", "clear", "copy", "tidy"] as const;
export type ResetStep = (typeof RESET_STEPS)[number];

export const RESET_STEP_LABELS: Record<ResetStep, string> = {
  build: "Building the demo data",
  clear: "Removing the environment's data",
  copy: "Loading the demo data",
  tidy: "Finishing",
};

export const ResetJobSchema = z.object({
  id: z.string(),
  status: z.enum(RESET_STATUSES),
  step: z.enum(RESET_STEPS),
  /** Documents and files deleted and copied so far, of `total` (0 until the build has counted them). */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  startedBy: z.object({ id: z.string(), name: z.string() }),
  startedOn: z.iso.datetime(),
  finishedOn: z.iso.datetime().nullable(),
  /** What failed, for a failed job: the page offers to resume it. */
  error: z.string().nullable(),
});
export type ResetJob = z.infer<typeof ResetJobSchema>;

/** The body of POST /api/reset: the tenant's name, typed by the administrator in the second confirmation. */
export const ResetRequestSchema = z
  .object({ confirm: z.string().min(1, "type the environment's name to confirm").max(200) })
  .strict();

/**
 * Whether what the administrator typed confirms a reset of the environment called `name`: exactly its name, as
 * shown (no other case, no spaces around it), so that a reset is never one slip of the hand.
 */
export function confirmsReset(typed: string, name: string): boolean {
  return typed === name;
}
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

/** Whether the job still holds the tenant (writes are refused meanwhile). */
export function isResetActive(job: Pick<ResetJob, "status"> | null | undefined): boolean {
  return job?.status === "queued" || job?.status === "running";
}
