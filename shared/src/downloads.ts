import { z } from "zod";
import { InspectionResultSchema, InspectionStatusSchema, IsoDateSchema } from "./inspection";
import { checkDayRange } from "./inspection-api";
import { RefSchema } from "./ref";

/**
 * Bulk downloads (docs/decisions/downloads.md): one .zip of the latest report PDF of every matching inspection,
 * with an .xlsx index of them, built by a background job on the storage queue and offered through a
 * short-lived private link until it is cleaned up.
 */
export const MAX_REPORTS_PER_DOWNLOAD = 2000;
/** A finished download is kept this long, then deleted with its file. */
export const DOWNLOAD_RETENTION_HOURS = 24;
/** How long a link to a finished download works once asked for. */
export const DOWNLOAD_LINK_MINUTES = 5;
/** Downloads one person may have waiting or being built at once. */
export const MAX_ACTIVE_DOWNLOADS = 3;

export const DOWNLOAD_STATUSES = ["queued", "running", "done", "failed"] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** Only inspections with a report: FINISHED or CLOSED. */
export const DownloadStatusFilterSchema = InspectionStatusSchema.extract(["FINISHED", "CLOSED"]);

/** POST /api/downloads: which inspections' reports, on their inspection date (both ends included). */
export const DownloadRequestSchema = z
  .object({
    from: IsoDateSchema,
    to: IsoDateSchema,
    supplierId: z.string().trim().min(1).max(50).optional(),
    result: InspectionResultSchema.optional(),
    status: DownloadStatusFilterSchema.optional(),
  })
  .strict()
  .superRefine(checkDayRange);
export type DownloadRequest = z.infer<typeof DownloadRequestSchema>;

export const DownloadJobSchema = z.object({
  id: z.string(),
  status: z.enum(DOWNLOAD_STATUSES),
  filters: DownloadRequestSchema,
  /** Reports put in the zip so far, of `total` (counted when the job starts). */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /**
   * Times the zip was started again from its first report because the worker building it stopped part-way (a
   * host killed or recycled): `done` then counts from 0 again, and the page says why.
   */
  restarts: z.number().int().nonnegative(),
  /** The zip's size once done. */
  sizeBytes: z.number().int().nonnegative().nullable(),
  fileName: z.string(),
  requestedBy: RefSchema,
  requestedOn: z.iso.datetime(),
  finishedOn: z.iso.datetime().nullable(),
  /** When the file and the job are deleted. */
  expiresOn: z.iso.datetime(),
  error: z.string().nullable(),
});
export type DownloadJob = z.infer<typeof DownloadJobSchema>;

export const DownloadJobListSchema = z.object({ items: z.array(DownloadJobSchema) });

/** POST /api/downloads/{downloadId}/link: a private link to the finished file, working for a few minutes. */
export const DownloadLinkSchema = z.object({ url: z.string(), expiresOn: z.iso.datetime() });
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;

export function isDownloadActive(job: Pick<DownloadJob, "status">): boolean {
  return job.status === "queued" || job.status === "running";
}
