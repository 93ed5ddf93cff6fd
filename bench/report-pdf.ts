import { PHOTO_LIMITS } from "@aql-portal/shared";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { renderInspectionReport } from "../api/src/reports/inspection-report";
import { defectEntries, reportData } from "../api/src/testing/report-fixture";
import { CHROMIUM_ARGS, chromiumPath } from "../scripts/stack/chromium";
import { ROOT } from "../scripts/stack/stack";
import { median, percentile, writeResults } from "./stats";

/**
 * Rendering the AQL Inspection Report PDF (`npm run bench -- report-pdf`): a finished inspection with 40
 * defect entries, 12 of them with a photo, 25 measurements, packaging checks and client decisions, rendered
 * in this process as the API renders it on finish. Targets: ≤ 500 ms, ≤ 5 MB.
 *
 * The photos are what the tablet uploads: 1600 × 1200 JPEGs at quality 0.8 (PHOTO_LIMITS), encoded by
 * Chromium's canvas — the same encoder the tablet's reduction uses — from a seeded drawing of knitted fabric
 * with a seam, a stain and sensor grain, so they come out at a real photo's 200–300 KB and the same every run.
 */
const RUNS = 30;
const WARM_UP = 3;
const TARGET_MS = 500;
const TARGET_BYTES = 5 * 1024 * 1024;
const PHOTO = { width: 1600, height: 1200, count: 12 } as const;

/** Runs in the page: draws photo number `seed` and answers it as a base64 JPEG (kept as text: bundlers
 * rename functions that are passed to the page). */
const DRAW_PHOTO = `async ({ seed, width, height, quality }) => {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext("2d");
  let state = Math.imul(seed, 2654435761) >>> 0;
  const rand = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
  const hue = (seed * 47) % 360;
  const light = g.createRadialGradient(width * 0.4, height * 0.35, 50, width * 0.5, height * 0.5, width * 0.8);
  light.addColorStop(0, "hsl(" + hue + " 45% 58%)");
  light.addColorStop(1, "hsl(" + hue + " 40% 30%)");
  g.fillStyle = light;
  g.fillRect(0, 0, width, height);
  g.globalAlpha = 0.25;
  g.strokeStyle = "hsl(" + hue + " 35% 20%)";
  g.lineWidth = 2;
  for (let y = 0; y < height; y += 9) {
    g.beginPath();
    for (let x = 0; x < width; x += 8) {
      g.moveTo(x, y);
      g.quadraticCurveTo(x + 4, y + 7 + rand() * 2, x + 8, y);
    }
    g.stroke();
  }
  g.globalAlpha = 1;
  g.strokeStyle = "hsl(" + hue + " 30% 18%)";
  g.lineWidth = 6;
  g.setLineDash([14, 8]);
  g.beginPath();
  g.moveTo(0, height * (0.2 + rand() * 0.6));
  g.bezierCurveTo(width * 0.3, height * rand(), width * 0.7, height * rand(), width, height * (0.2 + rand() * 0.6));
  g.stroke();
  g.setLineDash([]);
  g.fillStyle = "rgba(60, 40, 20, 0.55)";
  g.beginPath();
  g.ellipse(width * (0.3 + rand() * 0.4), height * (0.3 + rand() * 0.4), 60 + rand() * 120, 40 + rand() * 80, rand() * 3, 0, Math.PI * 2);
  g.fill();
  const image = g.getImageData(0, 0, width, height);
  for (let i = 0; i < image.data.length; i += 4) {
    const grain = (rand() - 0.5) * 8;
    image.data[i] += grain;
    image.data[i + 1] += grain;
    image.data[i + 2] += grain;
  }
  g.putImageData(image, 0, 0);
  return canvas.toDataURL("image/jpeg", quality).split(",")[1];
}`;

async function benchPhotos(): Promise<Uint8Array[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const photos: Uint8Array[] = [];
    for (let seed = 1; seed <= PHOTO.count; seed++) {
      const input = { seed, width: PHOTO.width, height: PHOTO.height, quality: PHOTO_LIMITS.jpegQuality };
      const base64 = await page.evaluate(`(${DRAW_PHOTO})(${JSON.stringify(input)})`);
      if (typeof base64 !== "string") throw new Error("Chromium did not answer a JPEG");
      photos.push(new Uint8Array(Buffer.from(base64, "base64")));
    }
    return photos;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => Math.round(bytes / 1024);

export async function runReportPdfBench(): Promise<void> {
  const jpegs = await benchPhotos();
  const defects = defectEntries(40, (n) => (n % 3 === 0 && n < 3 * PHOTO.count ? 1 : 0));
  const photoIds = defects.flatMap((defect) => defect.photoIds);
  if (photoIds.length !== jpegs.length)
    throw new Error(`${photoIds.length} photo ids for ${jpegs.length} photos`);
  const data = reportData({
    work: { defects },
    photos: new Map(
      photoIds.map((id, n) => [id, { bytes: jpegs[n] ?? new Uint8Array(), contentType: "image/jpeg" }]),
    ),
  });

  let pdf: Uint8Array = new Uint8Array();
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    pdf = await renderInspectionReport(data);
    times.push(performance.now() - started);
  }
  // The first rendering in a process also pays for pdf-lib's font metrics and the JIT: a cold function host's.
  const [firstMs = NaN] = times;
  times.splice(0, WARM_UP);
  const photoBytes = jpegs.map((jpeg) => jpeg.byteLength);
  const results = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverage: loadavg()[0] },
    input: {
      defectEntries: defects.length,
      photos: jpegs.length,
      photo: `${PHOTO.width} × ${PHOTO.height} JPEG, quality ${PHOTO_LIMITS.jpegQuality} (Chromium canvas)`,
      photoKB: { min: kb(Math.min(...photoBytes)), max: kb(Math.max(...photoBytes)) },
      photosTotalKB: kb(photoBytes.reduce((sum, bytes) => sum + bytes, 0)),
      measurements: data.inspection.work.measurements.length,
    },
    render: {
      medianMs: Math.round(median(times)),
      p95Ms: Math.round(percentile(times, 95)),
      maxMs: Math.round(Math.max(...times)),
      firstInProcessMs: Math.round(firstMs),
      runs: RUNS,
      targetMs: TARGET_MS,
    },
    file: { KB: kb(pdf.byteLength), targetKB: kb(TARGET_BYTES) },
  };
  writeResults("report-pdf", results);
  // The last rendering, to look at (bench/results is not committed).
  writeFileSync(join(ROOT, "bench/results/report-pdf.pdf"), pdf);

  const verdict = (ok: boolean) => (ok ? "meets" : "MISSES");
  console.log(`
${results.input.defectEntries} defect entries, ${results.input.photos} photos (${results.input.photo}, ${results.input.photoKB.min}–${results.input.photoKB.max} KB, ${results.input.photosTotalKB} KB in all), ${results.input.measurements} measurements

| figure | measured | target | |
|---|---|---|---|
| render the report PDF (median / p95 of ${RUNS}, after ${WARM_UP} warm-up runs) | ${results.render.medianMs} / ${results.render.p95Ms} ms | ≤ ${TARGET_MS} ms | ${verdict(results.render.p95Ms <= TARGET_MS)} |
| the first rendering in a fresh process (not a target) | ${results.render.firstInProcessMs} ms | | |
| PDF file size | ${results.file.KB} KB | ≤ ${results.file.targetKB} KB | ${verdict(pdf.byteLength <= TARGET_BYTES)} |

Load average at the end: ${results.machine.loadAverage?.toFixed(2)} on ${results.machine.cpus} cores
`);
}
