import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  ADMIN_HIERARCHY,
  DOWNLOAD_RETENTION_HOURS,
  DownloadJobSchema,
  formatCount,
  isDownloadActive,
  MAX_ACTIVE_DOWNLOADS,
  MAX_PAGE_SIZE,
  MAX_REPORTS_PER_DOWNLOAD,
  ROLES,
  type DownloadJob,
  type DownloadRequest,
  inspectionScopeOf,
} from "@aql-portal/shared";
import type { DownloadJobDocument } from "../data/download-jobs-repository";
import type { InspectionListQuery } from "../data/inspections-repository";
import type { UserDocument } from "../data/users-repository";
import { badRequest, conflict, gone, notFound } from "../lib/errors";
import { QUEUES } from "../data/queues";
import type { Services } from "../lib/services";

/**
 * Bulk downloads (docs/decisions/downloads.md): who may start one, see it and have its file; what one holds. The
 * zip itself is built by the queue worker (run-download.ts).
 */

/** Every downloads route answers 404 where the deployment does not show them (FEATURE_SHOW_DOWNLOADS). */
export function requireDownloadsShown(services: Pick<Services, "config">): void {
  if (!services.config.features.showDownloads) {
    throw notFound("Bulk downloads are not available: the deployment does not show them.");
  }
}

/** The queue message of a download: the job it builds. */
export const DownloadMessageSchema = z.object({ tenantId: z.string().min(1), downloadId: z.string().min(1) });
export type DownloadMessage = z.infer<typeof DownloadMessageSchema>;

/** The most recent downloads the list shows: a day's worth for anyone (each is kept a day). */
export const DOWNLOADS_LISTED = 50;

export const retentionEnd = (from: Date) =>
  new Date(from.getTime() + DOWNLOAD_RETENTION_HOURS * 3600_000).toISOString();

/**
 * The reports of a download, as a page of the inspections list: reported inspections (FINISHED or CLOSED) whose
 * inspection date is in the period, with the filters asked for, oldest first (a stable order across pages).
 */
export function reportsQuery(
  filters: DownloadRequest,
  page: { continuationToken?: string | undefined } = {},
): InspectionListQuery {
  return {
    from: filters.from,
    to: filters.to,
    dateField: "inspectionDate",
    reported: "true",
    status: filters.status,
    result: filters.result,
    supplierId: filters.supplierId,
    sortKey: "inspectionDate",
    sortOrder: 1,
    pageSize: MAX_PAGE_SIZE,
    continuationToken: page.continuationToken,
  };
}

/** What a filter that matches nothing or too much is told: everything it can change. */
export const NOTHING_MATCHES =
  "No finished inspection's report matches: choose a longer period, or another supplier, result or status.";
export const tooMany = (count: number) =>
  `${formatCount(count)} reports match, and a download holds at most ${formatCount(MAX_REPORTS_PER_DOWNLOAD)}: choose a shorter period, or a supplier, result or status.`;

/**
 * Starts a download of the reports the filters match within the caller's scope (a supplier's own supplier), and
 * queues it: 400 when none or too many match, 409 while the caller has MAX_ACTIVE_DOWNLOADS being built.
 */
export async function startDownload(
  services: Pick<Services, "inspections" | "downloadJobs" | "queues">,
  user: UserDocument,
  filters: DownloadRequest,
  now = new Date(),
): Promise<DownloadJob> {
  const scope = inspectionScopeOf(user);
  if (scope.kind === "supplier" && filters.supplierId && filters.supplierId !== scope.supplierId) {
    throw badRequest("Suppliers download their own reports only: leave the supplier out.", [
      { field: "body.supplierId", message: "is another supplier" },
    ]);
  }
  const mine = await services.downloadJobs.listFor(user.tenantId, user.id, DOWNLOADS_LISTED);
  if (mine.filter(isDownloadActive).length >= MAX_ACTIVE_DOWNLOADS) {
    throw conflict(
      `You have ${MAX_ACTIVE_DOWNLOADS} downloads being prepared: start another when one of them is ready.`,
    );
  }
  const count = await services.inspections.count(user.tenantId, reportsQuery(filters), scope);
  if (count === 0) throw badRequest(NOTHING_MATCHES);
  if (count > MAX_REPORTS_PER_DOWNLOAD) throw badRequest(tooMany(count));

  const id = randomUUID();
  const job = await services.downloadJobs.create({
    id,
    tenantId: user.tenantId,
    status: "queued",
    filters,
    done: 0,
    total: count,
    restarts: 0,
    sizeBytes: null,
    fileName: `AQL-reports-${filters.from}-to-${filters.to}.zip`,
    requestedBy: { id: user.id, name: user.name },
    requestedOn: now.toISOString(),
    finishedOn: null,
    // One never built (its queue lost) goes with the rest a day later; a built one a day after it is ready.
    expiresOn: retentionEnd(now),
    error: null,
    scope,
    blobName: `${user.tenantId}/${id}.zip`,
    attempts: 0,
    lastError: null,
    ttl: 0,
  });
  try {
    await services.queues.send(QUEUES.downloads, {
      tenantId: job.tenantId,
      downloadId: id,
    } satisfies DownloadMessage);
  } catch (error) {
    // Not queued, it would wait for ever: it is not kept.
    await services.downloadJobs.remove(job);
    throw error;
  }
  return toDownloadJob(job);
}

/** The job as the API answers it. */
export function toDownloadJob(job: DownloadJobDocument): DownloadJob {
  return DownloadJobSchema.parse(job);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The download a route names, if the caller may see it: their own, or anyone's for an administrator. Any other
 * (someone else's, unknown, not an id) answers the same 404, so nobody learns what others download.
 */
export async function loadDownload(
  services: Pick<Services, "downloadJobs">,
  user: UserDocument,
  id: string,
): Promise<DownloadJobDocument> {
  const job = UUID.test(id) ? await services.downloadJobs.get(user.tenantId, id) : undefined;
  if (!job || !mayOpen(user, job)) throw notFound(`There is no download ${id}.`);
  return job;
}

export function mayOpen(user: UserDocument, job: DownloadJobDocument): boolean {
  return job.requestedBy.id === user.id || ROLES[user.role].hierarchy >= ADMIN_HIERARCHY;
}

/** A download whose file can be had now: done, and not past its time (410: it was, and has gone). */
export function readyFile(job: DownloadJobDocument, now = new Date()): DownloadJobDocument {
  if (Date.parse(job.expiresOn) <= now.getTime()) {
    throw gone(
      `This download was deleted ${DOWNLOAD_RETENTION_HOURS} hours after it was ready: start it again.`,
    );
  }
  if (job.status === "failed") throw conflict(`This download failed: ${job.error ?? "start it again."}`);
  if (job.status !== "done") {
    throw conflict(
      `This download is not ready yet: ${formatCount(job.done)} of ${formatCount(job.total)} reports are in.`,
    );
  }
  return job;
}
