import { downloadReady, publishEvents } from "../notifications/events";
import { ZipFile } from "yazl";
import type { ContainerClient } from "@azure/storage-blob";
import { isDownloadActive, MAX_REPORTS_PER_DOWNLOAD } from "@aql-portal/shared";
import type { DownloadJobDocument } from "../data/download-jobs-repository";
import { reportFileName } from "../inspections/report-versions";
import type { CosmosServices, Services } from "../lib/services";
import { readableOf } from "../data/streams";
import { NOTHING_MATCHES, reportsQuery, retentionEnd, tooMany, type DownloadMessage } from "./downloads";
import { indexWorkbook, type IndexRow } from "./index-workbook";

/**
 * The download's worker (docs/decisions/downloads.md): lists the matching inspections, then streams the latest
 * report PDF of each, one after another, through a zip straight into a block blob upload, and the index last.
 * Memory holds one report's chunks in flight, the upload's few blocks and a line (and the zip's directory entry)
 * per report, whatever the size of the files.
 * Progress is saved on the job as it goes. A worker that stops part-way leaves no file (the upload's blocks are
 * committed only at the end) and the job `running`: the next delivery of its message starts the zip again from
 * the first report, counting a restart, which the page shows.
 */

/** Progress is saved after this many reports, or this long since it was last saved, whichever comes first. */
const SAVE_EVERY_REPORTS = 25;
const SAVE_EVERY_MS = 1000;

/** One report in the zip. */
interface Entry {
  blobName: string;
  /** When the report version was made: the file's date in the zip. */
  madeOn: Date;
  row: IndexRow;
}

/** Thrown when another worker has taken the job over: this one stops without touching it further. */
class TakenOver extends Error {}

/** A failure no retry can mend (a report's file is missing): the job fails at once, saying which. */
class CannotBuild extends Error {}

export async function runDownload(services: CosmosServices, message: DownloadMessage): Promise<void> {
  let job = await services.downloadJobs.get(message.tenantId, message.downloadId);
  if (!job) return;
  if (!isDownloadActive(job)) {
    // Done, and its message back (the worker stopped before it was finished with): whoever asked may not have
    // been told yet. Telling them again tells nobody twice.
    if (job.status === "done") await publishEvents(services, [downloadReady(job.tenantId, job)]);
    return;
  }

  const save = async (changes: Partial<DownloadJobDocument>) => {
    const written = await services.downloadJobs.write({ ...job!, ...changes }, job!);
    if (!written) throw new TakenOver();
    job = written;
  };
  const fail = (error: string) => save({ status: "failed", error, finishedOn: new Date().toISOString() });

  try {
    // Found running, it was cut short: nothing of its zip was committed, so it starts again from the first report.
    await save({
      status: "running",
      attempts: job.attempts + 1,
      restarts: job.status === "running" ? job.restarts + 1 : job.restarts,
      done: 0,
      lastError: null,
    });
    const entries = await entriesOf(services, job);
    if (entries.length === 0) return await fail(NOTHING_MATCHES);
    if (entries.length > MAX_REPORTS_PER_DOWNLOAD) return await fail(tooMany(entries.length));
    await save({ total: entries.length });

    let saved = { done: 0, at: Date.now() };
    const progress = async (done: number) => {
      if (done - saved.done < SAVE_EVERY_REPORTS && Date.now() - saved.at < SAVE_EVERY_MS) return;
      await save({ done });
      saved = { done, at: Date.now() };
    };
    const sizeBytes = await buildZip(services, job, entries, progress);
    const finishedOn = new Date();
    await save({
      status: "done",
      done: entries.length,
      sizeBytes,
      finishedOn: finishedOn.toISOString(),
      expiresOn: retentionEnd(finishedOn),
    });
    await publishEvents(services, [downloadReady(job.tenantId, job)]);
  } catch (error) {
    if (error instanceof TakenOver) return;
    if (error instanceof CannotBuild) return await fail(error.message);
    await services.downloadJobs.write({ ...job, lastError: describe(error) }, job).catch(() => undefined);
    throw error;
  }
}

/** After the queue's last retry: the job is marked failed with the last error a worker met. */
export async function failDownload(services: Services, message: DownloadMessage): Promise<void> {
  const job = await services.downloadJobs.get(message.tenantId, message.downloadId);
  if (!job || !isDownloadActive(job)) return;
  await services.downloadJobs.write(
    {
      ...job,
      status: "failed",
      finishedOn: new Date().toISOString(),
      error: `${job.lastError ?? "The download stopped"} (after ${job.attempts} attempts). Start it again.`,
    },
    job,
  );
}

/** Deletes the downloads whose day is over, with their files (every tenant's). Returns how many. */
export async function deleteExpiredDownloads(
  services: Pick<Services, "downloadJobs">,
  now: Date,
): Promise<number> {
  const expired = await services.downloadJobs.expired(now);
  for (const job of expired) await services.downloadJobs.remove(job);
  return expired.length;
}

/** The latest report of every inspection the job matches, page by page, in the list's order. */
async function entriesOf(services: Services, job: DownloadJobDocument): Promise<Entry[]> {
  const entries: Entry[] = [];
  const seen = new Set<string>();
  let continuationToken: string | undefined;
  do {
    const page = await services.inspections.list(
      job.tenantId,
      reportsQuery(job.filters, { continuationToken }),
      job.scope,
    );
    for (const inspection of page.items) {
      const latest = inspection.reportVersions.at(-1);
      if (!latest || seen.has(inspection.id)) continue;
      seen.add(inspection.id);
      const version = inspection.reportVersions.length;
      entries.push({
        blobName: latest.blobName,
        madeOn: new Date(latest.createdOn),
        row: {
          inspectionNumber: inspection.inspectionNumber,
          styleCode: inspection.product.styleCode,
          styleName: inspection.product.styleName,
          supplier: inspection.supplier.name,
          inspectionDate: inspection.scheduledDate,
          status: inspection.status,
          result: inspection.result,
          clientDecision: inspection.clientDecision,
          version,
          fileName: reportFileName(inspection, version),
        },
      });
    }
    continuationToken = page.continuationToken;
    // One more than a download may hold is enough to know it is too many.
  } while (continuationToken && entries.length <= MAX_REPORTS_PER_DOWNLOAD);
  return entries;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/**
 * Streams the reports and the index through a zip into the job's blob; answers the zip's size. Each report is
 * opened only when the zip reaches it (the upload pulling the zip), so one is read at a time, and nothing of it is
 * kept once it is in: what is in memory does not grow with the count. The first failure (a report, the zip, the
 * job taken over) stops the upload, and is what the build fails with.
 */
async function buildZip(
  services: CosmosServices,
  job: DownloadJobDocument,
  entries: readonly Entry[],
  progress: (done: number) => Promise<void>,
): Promise<number> {
  const zip = new ZipFile();
  const stop = new AbortController();
  const reports = services.blobs.container("reports");
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown) => {
    failure ??= { error };
    stop.abort();
  };
  zip.on("error", fail);
  const zipped = readableOf(zip.outputStream);
  // The upload waits on the zip for its next block, which an abort alone does not end: the zip's end does.
  stop.signal.addEventListener("abort", () => zipped.destroy(new Error("The zip was stopped")));
  const uploading = settle(services.downloadJobs.writeFile(job, zipped, stop.signal));
  for (const [index, entry] of entries.entries()) {
    // Stored, not deflated: a PDF is compressed already, and storing costs no CPU.
    zip.addReadStreamLazy(entry.row.fileName, { compress: false, mtime: entry.madeOn }, (take) => {
      progress(index)
        .then(() => openReport(reports, entry, stop.signal))
        .then((stream) => {
          stream.on("error", fail);
          take(null, stream);
        }, fail);
    });
  }
  zip.addBuffer(Buffer.from(indexWorkbook(entries.map((entry) => entry.row))), "index.xlsx", {
    mtime: new Date(job.requestedOn),
  });
  zip.end();
  const uploaded = await uploading;
  if (failure) throw failure.error;
  if (!uploaded.ok) throw uploaded.error;
  return uploaded.value;
}

/** A report's PDF as a stream (aborted with the zip); a file that is not there fails the download, naming it. */
async function openReport(
  reports: ContainerClient,
  entry: Entry,
  signal: AbortSignal,
): Promise<NodeJS.ReadableStream> {
  try {
    const response = await reports
      .getBlobClient(entry.blobName)
      .download(0, undefined, { abortSignal: signal });
    if (!response.readableStreamBody) throw new Error(`The report ${entry.blobName} came without a body`);
    return response.readableStreamBody;
  } catch (error) {
    if (error instanceof Error && "statusCode" in error && error.statusCode === 404) {
      throw new CannotBuild(
        `The report of inspection ${entry.row.inspectionNumber} (${entry.row.fileName}) is missing from storage: tell your administrator.`,
      );
    }
    throw error;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
