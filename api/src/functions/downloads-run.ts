import { DownloadMessageSchema } from "../downloads/downloads";
import { failDownload, runDownload } from "../downloads/run-download";
import { poisonQueueName, QUEUES } from "../data/queues";
import { queueFunction } from "../lib/queue";

/**
 * The bulk downloads' worker: builds the zip of the job its message names (api/src/downloads/run-download.ts). A
 * failure is retried by the queue; a worker that dies leaves the message to reappear, and the next builds it.
 */
export const downloadsRun = queueFunction({
  name: "downloads-run",
  queueName: QUEUES.downloads,
  message: DownloadMessageSchema,
  run: ({ services, message }) => runDownload(services, message),
});

/** After the fifth failed delivery the message lands in the poison queue: the job is marked failed, with why. */
export const downloadsPoison = queueFunction({
  name: "downloads-poison",
  queueName: poisonQueueName(QUEUES.downloads),
  message: DownloadMessageSchema,
  run: ({ services, message }) => failDownload(services, message),
});
