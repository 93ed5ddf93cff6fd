import { publishEvents, resetFinished } from "../notifications/events";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { confirmsReset, isResetActive, RESET_STEPS, type ResetJob, type ResetStep } from "@aql-portal/shared";
import { RESET_JOB_ID, type ResetJobDocument } from "../data/reset-jobs-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, HttpError } from "../lib/errors";
import { QUEUES } from "../data/queues";
import type { CosmosServices, Services } from "../lib/services";
import { seedDemoData } from "../seed/demo-data";
import { seedDemoTenant } from "../seed/demo-tenant";
import { noteResetState } from "../lib/reset-guard";
import { CONTENT_KINDS, copyBatch, countContent, deleteBatch, type ContentKind } from "./tenant-content";

/**
 * The environment reset (docs/decisions/environment-reset.md): the demo data set is built in a tenant of its own,
 * the tenant's content is deleted and the built content copied in, a batch at a time, the job saved after each
 * batch so that a worker that dies is followed by one that resumes where it stopped.
 */

/** The tenant the demo data set is built in: nobody signs in to it. */
export const buildTenant = (tenantId: string) => `${tenantId}~reset`;

/** What the built tenant needs from the live one so the demo data names real users and reference data. */
const SUPPORT_KINDS: readonly ContentKind[] = [
  { type: "documents", container: "users" },
  { type: "documents", container: "reference" },
];
/** What building leaves behind besides content: its import's job and lines. */
const BUILD_LEFTOVERS: readonly ContentKind[] = [
  { type: "documents", container: "importJobs" },
  { type: "files", container: "importJobs" },
];

/** The queue message of a reset: the job it runs. */
export const ResetMessageSchema = z.object({ tenantId: z.string().min(1), jobId: z.string().min(1) });
export type ResetMessage = z.infer<typeof ResetMessageSchema>;

/** The job as the API answers it. */
export function toResetJob(job: ResetJobDocument): ResetJob {
  return {
    id: job.jobId,
    status: job.status,
    step: job.step,
    done: job.done,
    total: job.total,
    startedBy: job.startedBy,
    startedOn: job.startedOn,
    finishedOn: job.finishedOn,
    error: job.error,
  };
}

/**
 * How long a queued job waits for a worker to take its message before asking again sends it again: a message lost
 * between the job's write and its send (or a queue emptied meanwhile) never leaves the tenant locked. A worker
 * takes a message within seconds; a second message for a job that runs is finished with, or resumes it, as a
 * redelivery would.
 */
const QUEUED_PATIENCE_MS = 60_000;

/**
 * Starts a reset of the tenant and answers its job, or the one that holds the tenant: a running job, or one
 * queued moments ago, is answered as it is (one at a time); a failed one is resumed where it stopped; one queued
 * long ago and never taken is queued again. `confirm` must be the tenant's name, exactly. When the queue refuses
 * the message, the job is marked failed (never started: the tenant stays writable) and the answer is 503, saying
 * so: starting again is all it takes.
 */
export async function startReset(
  services: Services,
  tenantId: string,
  user: Pick<UserDocument, "id" | "name">,
  confirm: string,
  now = new Date(),
): Promise<ResetJob> {
  const name = services.config.customerName;
  if (!confirmsReset(confirm, name)) {
    throw badRequest(`To confirm, type the environment's name exactly: "${name}".`, [
      { field: "confirm", message: `type "${name}" to confirm` },
    ]);
  }
  const stored = await services.resetJobs.get(tenantId);
  if (stored && isResetActive(stored) && !(stored.status === "queued" && waitedTooLong(stored, now))) {
    return toResetJob(stored);
  }
  const queuedOn = now.toISOString();
  const job: ResetJobDocument =
    stored?.status === "failed" || stored?.status === "queued"
      ? { ...stored, status: "queued", error: null, lastError: null, finishedOn: null, queuedOn }
      : {
          id: RESET_JOB_ID,
          tenantId,
          jobId: randomUUID(),
          status: "queued",
          step: "build",
          done: 0,
          total: 0,
          startedBy: { id: user.id, name: user.name },
          startedOn: now.toISOString(),
          finishedOn: null,
          error: null,
          position: { kind: 0, continuation: null },
          attempts: 0,
          lastError: null,
          queuedOn,
        };
  const written = await services.resetJobs.write(job, stored);
  if (!written) {
    // Someone started one between our read and write: theirs is the one running.
    const theirs = await services.resetJobs.get(tenantId);
    if (!theirs) throw new Error(`The reset job of ${tenantId} vanished while starting`);
    return toResetJob(theirs);
  }
  noteResetState(tenantId, true);
  try {
    await services.queues.send(QUEUES.reset, { tenantId, jobId: written.jobId } satisfies ResetMessage);
  } catch (error) {
    // Never started: the tenant is not held, and the page offers to start it again.
    const failed = await services.resetJobs.write(
      { ...written, status: "failed", error: RESET_NOT_QUEUED, lastError: String(error) },
      written,
    );
    noteResetState(tenantId, failed === undefined);
    throw new HttpError(503, `${RESET_NOT_QUEUED} Try again in a minute.`);
  }
  return toResetJob(written);
}

const RESET_NOT_QUEUED =
  "The reset could not be started: its job queue did not take it. Nothing was changed and everyone can go on working.";

/** A queued job whose message no worker has taken for longer than a worker takes to start. */
function waitedTooLong(job: ResetJobDocument, now: Date): boolean {
  const since = Date.parse(job.queuedOn ?? job.startedOn);
  return Number.isNaN(since) || now.getTime() - since > QUEUED_PATIENCE_MS;
}

/** Thrown when another worker has taken the job over: this one stops without touching it further. */
class TakenOver extends Error {}

/**
 * Runs (or resumes) the job the message names, step by step from where it stopped. A message for a job that is
 * no longer the tenant's, or already done or failed, is finished with at once.
 */
export async function runReset(services: CosmosServices, message: ResetMessage): Promise<void> {
  let job = await services.resetJobs.get(message.tenantId);
  if (!job || job.jobId !== message.jobId) return;
  if (!isResetActive(job)) {
    // Done, and its message back (the worker stopped before it was finished with): the administrators may not
    // have been told yet. Telling them again tells nobody twice.
    if (job.status === "done")
      await publishEvents(services, [resetFinished(job.tenantId, job.jobId, job.finishedOn ?? "")]);
    return;
  }

  const save = async (changes: Partial<ResetJobDocument>) => {
    const written = await services.resetJobs.write({ ...job!, ...changes }, job);
    if (!written) throw new TakenOver();
    job = written;
  };
  const advance = (step: ResetStep | "done") =>
    step === "done"
      ? // Everything counted is done (a batch deleted just before a worker died was never counted).
        save({
          status: "done",
          done: job!.total,
          finishedOn: new Date().toISOString(),
          position: { kind: 0, continuation: null },
        })
      : save({ step, position: { kind: 0, continuation: null } });

  try {
    await save({ status: "running", attempts: job.attempts + 1 });
    const { tenantId } = job;
    const built = buildTenant(tenantId);
    for (const step of RESET_STEPS.slice(RESET_STEPS.indexOf(job.step))) {
      if (step === "build") {
        // Nothing visible changes here: a build cut short is cleared and made again.
        await clearAll(services, built, [...CONTENT_KINDS, ...SUPPORT_KINDS, ...BUILD_LEFTOVERS]);
        await seedDemoTenant(services, tenantId);
        for (const kind of SUPPORT_KINDS) await copyAll(services, tenantId, built, kind);
        await seedDemoData(services, built, new Date(job.startedOn));
        const total = (await countContent(services, tenantId)) + (await countContent(services, built));
        await save({ total });
      }
      if (step === "clear") {
        for (let index = job.position.kind; index < CONTENT_KINDS.length; index++) {
          const kind = CONTENT_KINDS[index]!;
          let deleted: number;
          while ((deleted = await deleteBatch(services, tenantId, kind)) > 0)
            await save({ done: job.done + deleted });
          await save({ position: { kind: index + 1, continuation: null } });
        }
      }
      if (step === "copy") {
        for (let index = job.position.kind; index < CONTENT_KINDS.length; index++) {
          const kind = CONTENT_KINDS[index]!;
          let continuation = job.position.kind === index ? job.position.continuation : null;
          do {
            const page = await copyBatch(services, built, tenantId, kind, continuation);
            continuation = page.continuation;
            await save({ done: job.done + page.copied, position: { kind: index, continuation } });
          } while (continuation);
          await save({ position: { kind: index + 1, continuation: null } });
        }
      }
      if (step === "tidy") {
        await clearAll(services, built, [...CONTENT_KINDS, ...SUPPORT_KINDS, ...BUILD_LEFTOVERS]);
      }
      const next = RESET_STEPS[RESET_STEPS.indexOf(step) + 1];
      await advance(next ?? "done");
    }
    await publishEvents(services, [
      resetFinished(job.tenantId, job.jobId, job.finishedOn ?? new Date().toISOString()),
    ]);
  } catch (error) {
    if (error instanceof TakenOver) return;
    await services.resetJobs.write({ ...job, lastError: describe(error) }, job).catch(() => undefined);
    throw error;
  }
}

/** After the queue's last retry: the job is marked failed with the last error a worker met. */
export async function failReset(services: CosmosServices, message: ResetMessage): Promise<void> {
  const job = await services.resetJobs.get(message.tenantId);
  if (!job || job.jobId !== message.jobId || !isResetActive(job)) return;
  await services.resetJobs.write(
    {
      ...job,
      status: "failed",
      finishedOn: new Date().toISOString(),
      error: `${job.lastError ?? "The reset stopped"} (at "${job.step}", after ${job.attempts} attempts).`,
    },
    job,
  );
}

async function clearAll(
  services: CosmosServices,
  tenantId: string,
  kinds: readonly ContentKind[],
): Promise<void> {
  for (const kind of kinds) while ((await deleteBatch(services, tenantId, kind)) > 0);
}

async function copyAll(services: CosmosServices, from: string, to: string, kind: ContentKind): Promise<void> {
  let continuation: string | null = null;
  do continuation = (await copyBatch(services, from, to, kind, continuation)).continuation;
  while (continuation);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
