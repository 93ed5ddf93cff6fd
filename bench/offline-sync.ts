import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Page } from "playwright-core";
import {
  ImportResultSchema,
  InspectionDetailSchema,
  isoDay,
  type InspectionDetail,
} from "@aql-portal/shared";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/stack/chromium";
import { startBenchStack, type RunningStack } from "../scripts/stack/stack";
import { demoLine, poLinesTable } from "../tests/support/po-lines";
import { clientFor } from "../tests/support/sign-in";
import { signInOnPage } from "./browser";
import { writeResults } from "./stats";

/**
 * A day's work recorded offline on a tablet, then sent when the connection returns over a slow link
 * (`npm run bench -- offline-sync`, docs/benchmarks.md): 5 inspections started and finished offline (two of them
 * paused and resumed), 150 defect entries, 50 photos of ~250 KB. The tablet is the real app in Chromium: the
 * inspector signs in and opens the plan online (the tablet gets ready for the shift), goes offline, and the day's
 * work is written into the tablet's store as the inspection screen leaves it (typing 150 entries through the screen
 * would measure the screen, not the sending). Then Chromium's network emulation brings a link of 1.5 Mbit/s down,
 * 750 kbit/s up and 300 ms latency, and the plan's background sender sends everything.
 *
 * Measured: the time until the tablet says everything is sent (every inspection FINISHED on the server, with its
 * result and report), the bytes the page sent (each request's headers as Chromium sent them, and its body by its
 * Content-Length) and received (each answer's bytes on the wire), and the requests it made, from Chromium's own
 * network events. Target: within 1.2× the time the photos' bytes alone need at 750 kbit/s.
 */
const INSPECTIONS = 5;
const ENTRIES_PER_INSPECTION = 30;
const PHOTOS_PER_INSPECTION = 10;
const PHOTO_BYTES = 250 * 1024;
const LINK = { latencyMs: 300, downKbit: 1500, upKbit: 750 } as const;
const TARGET_RATIO = 1.2;
const INSPECTOR = "inspector@demo.local";
const PLANNER = "planner@demo.local";

/** Five lots of 1,200 (sample 80), imported and planned for the demo inspector today, as a planner does. */
async function plannedForToday(stack: RunningStack): Promise<InspectionDetail[]> {
  const { api, sendFile, signIn } = clientFor(() => stack);
  const [planner, inspector] = await Promise.all([signIn(PLANNER), signIn(INSPECTOR)]);
  const run = crypto.randomUUID().slice(0, 6).toUpperCase();
  const delivery = isoDay(new Date(), 30).split("-").reverse().join("/");
  const lines = Array.from({ length: INSPECTIONS }, (_, n) =>
    demoLine({
      poNumber: `PO-SYNC-${run}-${n + 1}`,
      styleCode: `SYNC-${run}-${n + 1}`,
      orderQuantity: 1200,
      deliveryDate: delivery,
    }),
  );
  const csv = poLinesTable(lines)
    .map((row) => row.join(","))
    .join("\n");
  const imported = await sendFile(
    "inspections/import",
    { content: csv, name: "lines.csv" },
    { token: planner.accessToken, fields: { tenantCentreId: "UDC-BFD" } },
  );
  if (imported.status !== 200) throw new Error(`The import failed: ${await imported.text()}`);
  const { inspectionList } = ImportResultSchema.parse(await imported.json());
  return Promise.all(
    inspectionList.map(async (created) => {
      const planned = await api(`inspections/${created.id}`, {
        method: "PUT",
        token: planner.accessToken,
        body: { inspectorId: inspector.user.id, inspectionDate: isoDay(new Date()) },
        headers: { "if-match": created.etag },
      });
      if (planned.status !== 200) throw new Error(`Planning failed: ${await planned.text()}`);
      return InspectionDetailSchema.parse(await planned.json());
    }),
  );
}

interface Recorded {
  photoBytes: number;
  photos: number;
  entries: number;
}

/**
 * The day's work, as the inspection screen leaves it on the tablet: each kept inspection's record with its defect
 * entries (one in three with a photo, at most 4 a defect), its photos (JPEG, 1600 × 1200, ~250 KB, each its own)
 * and its moves — start, (pause, resume,) finish — at their times. In the inspector's own store.
 */
async function recordTheDay(
  page: Page,
  { database, inspectionIds }: { database: string; inspectionIds: string[] },
): Promise<Recorded> {
  // tsx keeps function names with a helper the page does not have: the function below is sent as written.
  await page.evaluate("globalThis.__name = (fn) => fn");
  return page.evaluate(
    async ({ database, inspectionIds, entries, photosEach, targetBytes }) => {
      const open = () =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(database);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
        });
      const db = await open();
      const done = (request: IDBRequest) =>
        new Promise<unknown>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error("IndexedDB refused"));
        });
      const store = () => db.transaction("records", "readwrite").objectStore("records");

      // A photo-like picture: blocks of colour with grain, so JPEG cannot make it much smaller than a photo.
      let seed = 1;
      const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      const picture = async (quality: number) => {
        const canvas = new OffscreenCanvas(1600, 1200);
        const g = canvas.getContext("2d");
        if (!g) throw new Error("no 2d canvas");
        for (let block = 0; block < 1400; block++) {
          g.fillStyle = `hsl(${random() * 360} ${30 + random() * 40}% ${25 + random() * 50}%)`;
          g.fillRect(random() * 1600, random() * 1200, 20 + random() * 160, 20 + random() * 120);
        }
        return canvas.convertToBlob({ type: "image/jpeg", quality });
      };
      // The quality that makes a picture of about the target size, found once.
      let low = 0.2;
      let high = 0.95;
      for (let step = 0; step < 7; step++) {
        const middle = (low + high) / 2;
        if ((await picture(middle)).size > targetBytes) high = middle;
        else low = middle;
      }
      const quality = (low + high) / 2;

      let photoBytes = 0;
      let photos = 0;
      let recordedEntries = 0;
      const start = Date.now() - 8 * 3_600_000;
      for (const [n, inspectionId] of inspectionIds.entries()) {
        const record = (await done(store().get(`record:${inspectionId}`))) as {
          base: { work: { packaging: unknown } };
        } & Record<string, unknown>;
        const at = (minutes: number) => new Date(start + (n * 90 + minutes) * 60_000).toISOString();
        const photoIds: string[] = [];
        for (let p = 0; p < photosEach; p++) {
          const id = crypto.randomUUID();
          const blob = await picture(quality);
          photoBytes += blob.size;
          photos += 1;
          photoIds.push(id);
          await done(store().put(blob, `photo:${inspectionId}:${id}`));
        }
        const defects = Array.from({ length: entries }, (_, e) => ({
          id: crypto.randomUUID(),
          defectId: e % 2 === 0 ? "FAB01" : "FAB02",
          defectCode: e % 2 === 0 ? "FAB01" : "FAB02",
          defectName: e % 2 === 0 ? "Hole in fabric" : "Slub or knot",
          category: "Fabric",
          severity: e % 2 === 0 ? "MAJOR" : "MINOR",
          count: 1,
          photoIds: e % 3 === 0 && e / 3 < photosEach ? [photoIds[e / 3]] : [],
          recordedAt: at(5 + e),
        }));
        recordedEntries += defects.length;
        const moves = [
          { id: crypto.randomUUID(), action: "start", at: at(0) },
          ...(n < 2
            ? [
                { id: crypto.randomUUID(), action: "pause", at: at(40) },
                { id: crypto.randomUUID(), action: "resume", at: at(50) },
              ]
            : []),
          { id: crypto.randomUUID(), action: "finish", at: at(80) },
        ];
        await done(
          store().put(
            {
              ...record,
              work: {
                defects,
                measurements: [],
                packaging: record.base.work.packaging,
                comment: "Recorded offline",
              },
              dirty: true,
              revision: 1,
              pendingPhotos: photoIds.map((photoId) => ({ photoId, uploaded: false })),
              savedAt: at(80),
              moves,
            },
            `record:${inspectionId}`,
          ),
        );
      }
      db.close();
      return { photoBytes, photos, entries: recordedEntries };
    },
    {
      database,
      inspectionIds,
      entries: ENTRIES_PER_INSPECTION,
      photosEach: PHOTOS_PER_INSPECTION,
      targetBytes: PHOTO_BYTES,
    },
  );
}

const panelText = (page: Page) => page.getByRole("region", { name: "This tablet" }).innerText();

async function waitForPanel(page: Page, text: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (!(await panelText(page)).includes(text)) {
    if (Date.now() > until) throw new Error(`The tablet never said "${text}": ${await panelText(page)}`);
    await sleep(250);
  }
}

export async function runOfflineSyncBench(): Promise<void> {
  const stack = await startBenchStack("bench-offline-sync");
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const planned = await plannedForToday(stack);
    const context = await browser.newContext({
      baseURL: stack.webUrl,
      viewport: { width: 1024, height: 768 },
    });
    const page = await context.newPage();

    // Online in the morning: sign in, the plan; the tablet gets ready for the shift.
    await signInOnPage(page, INSPECTOR, /\/twoeightone\/inspection/);
    await waitForPanel(page, "Ready to work offline", 120);
    const inspectorId = await page.evaluate(() => localStorage.getItem("id"));

    // Offline for the day: the work is recorded, and the plan opened again (reloaded) without a connection.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const offline = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
    await cdp.send("Network.emulateNetworkConditions", offline);
    const recorded = await recordTheDay(page, {
      database: `aql-portal-tablet-${inspectorId ?? ""}`,
      inspectionIds: planned.map((inspection) => inspection.id),
    });
    await page.reload();
    await waitForPanel(page, `Not on the server yet: ${INSPECTIONS} inspections`, 30);

    // The connection returns, slow: everything is sent, and every request counted as it goes out.
    const traffic = { sent: 0, received: 0, requests: 0 };
    cdp.on("Network.requestWillBeSent", () => (traffic.requests += 1));
    cdp.on("Network.requestWillBeSentExtraInfo", ({ headers }) => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}\r\n`);
      traffic.sent +=
        lines.join("").length + Number(headers["Content-Length"] ?? headers["content-length"] ?? 0);
    });
    cdp.on("Network.loadingFinished", ({ encodedDataLength }) => (traffic.received += encodedDataLength));
    const started = performance.now();
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: (LINK.downKbit * 1000) / 8,
      uploadThroughput: (LINK.upKbit * 1000) / 8,
    });
    await waitForPanel(page, "Everything recorded on this tablet is sent", 900);
    const seconds = (performance.now() - started) / 1000;

    // Every inspection is on the server as the tablet recorded it.
    const { api, signIn } = clientFor(() => stack);
    const { accessToken } = await signIn(INSPECTOR);
    for (const inspection of planned) {
      const detail = InspectionDetailSchema.parse(
        await (await api(`inspections/${inspection.id}`, { token: accessToken })).json(),
      );
      const photos = new Set(detail.work.defects.flatMap((entry) => entry.photoIds));
      if (
        detail.status !== "FINISHED" ||
        detail.versionCount !== 1 ||
        detail.work.defects.length !== ENTRIES_PER_INSPECTION ||
        photos.size !== PHOTOS_PER_INSPECTION ||
        Object.keys(detail.photoUrls).length !== PHOTOS_PER_INSPECTION
      ) {
        throw new Error(
          `${inspection.id} did not arrive whole: ${detail.status}, ${detail.work.defects.length} entries`,
        );
      }
    }

    const photoSeconds = (recorded.photoBytes * 8) / (LINK.upKbit * 1000);
    const results = {
      date: new Date().toISOString(),
      link: LINK,
      inspections: INSPECTIONS,
      entries: recorded.entries,
      photos: recorded.photos,
      photoMB: Math.round((recorded.photoBytes / 1024 / 1024) * 100) / 100,
      seconds: Math.round(seconds * 10) / 10,
      photoSeconds: Math.round(photoSeconds * 10) / 10,
      ratio: Math.round((seconds / photoSeconds) * 100) / 100,
      sentMB: Math.round((traffic.sent / 1024 / 1024) * 100) / 100,
      sentOverPhotos: Math.round((traffic.sent / recorded.photoBytes) * 1000) / 1000,
      receivedKB: Math.round(traffic.received / 1024),
      requests: traffic.requests,
    };
    writeResults("offline-sync", results);
    console.log(`
A day's work sent over ${LINK.downKbit / 1000} Mbit/s down, ${LINK.upKbit} kbit/s up, ${LINK.latencyMs} ms latency.

| figure | value |
|---|---|
| recorded offline | ${results.inspections} inspections, ${results.entries} defect entries, ${results.photos} photos (${results.photoMB} MB) |
| time until everything is confirmed | ${results.seconds} s |
| the photos' bytes alone on the link | ${results.photoSeconds} s |
| ratio (target ≤ ${TARGET_RATIO}) | ${results.ratio} |
| bytes sent | ${results.sentMB} MB (${results.sentOverPhotos}× the photos) |
| bytes received | ${results.receivedKB} KB |
| requests | ${results.requests} |
`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
