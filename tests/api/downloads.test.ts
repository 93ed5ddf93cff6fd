import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import * as XLSX from "xlsx";
import { parseConfig } from "@aql-portal/api/config";
import { seedDemoTenant } from "@aql-portal/api/seed";
import { createServices, type CosmosServices } from "@aql-portal/api/services";
import {
  ApiErrorSchema,
  DownloadJobListSchema,
  DownloadJobSchema,
  DownloadLinkSchema,
  spreadsheetDate,
  type DownloadJob,
  type DownloadRequest,
} from "@aql-portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredDownloads } from "../../api/src/downloads/run-download";
import { issueDownloadLink } from "../../api/src/downloads/link-token";
import { renderInspectionReport } from "../../api/src/reports/inspection-report";
import { reportData } from "../../api/src/testing/report-fixture";
import { startApiHost, type ApiHost } from "../support/api-host";
import { startOwnAzurite, type OwnAzurite } from "../support/azurite";
import { services, signInAll, TENANT, token, uniqueCode, userId, type Who } from "../support/demo";
import { reportBytes, seedReportedInspections } from "../support/reported-inspections";
import { api, clientFor } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { readZip } from "../support/zip";

/**
 * Bulk downloads (docs/decisions/downloads.md): a zip of the latest report PDF of every finished inspection a
 * filter matches, with an index, built by the queue worker; its progress; who sees it; its private link; the
 * limits; its cleanup. The reports are written straight to the stores (hundreds of real PDFs would take minutes
 * to render through finishing lots), each file marked with its own name so that every PDF in a zip can be matched
 * to the report it must be. The last part runs its own functions host on an Azurite of its own, whose worker is
 * killed while it builds.
 */

const DKW = { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" };
const ANT = { id: "SUP-ANT", name: "Anatolia Tekstil A.Ş." };
/** Weeks no other test uses: one of reports, one of more reports than a download may hold, one of none. */
const WEEK = { from: "2034-02-06", to: "2034-02-12" };
const CROWDED = { from: "2034-03-01", to: "2034-03-31" };
const EMPTY = { from: "2034-04-01", to: "2034-04-30" };
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10),
  );

let store: CosmosServices;
let pdf: Uint8Array;
/** The week's reports: ids by supplier. */
const seeded: Record<string, string[]> = {};

beforeAll(async () => {
  await signInAll();
  store = services();
  pdf = await renderInspectionReport(reportData());
  const tag = uniqueCode("dl").toLowerCase();
  // Every third of the demo supplier's has a second report version: the download holds the latest.
  seeded[DKW.id] = await seedReportedInspections(store, TENANT, {
    tag: `${tag}-dkw`,
    count: 9,
    days: days(WEEK.from, 7),
    supplier: DKW,
    pdf,
    versionsOf: (n) => (n % 3 === 0 ? 2 : 1),
  });
  seeded[ANT.id] = await seedReportedInspections(store, TENANT, {
    tag: `${tag}-ant`,
    count: 4,
    days: days(WEEK.from, 7),
    supplier: ANT,
    pdf,
  });
  await seedReportedInspections(store, TENANT, {
    tag: `${tag}-crowded`,
    count: 2001,
    days: days(CROWDED.from, 31),
    supplier: ANT,
    pdf: null,
  });
}, 120_000);

const post = (who: Who, body: Partial<DownloadRequest>) =>
  api("downloads", { method: "POST", token: token(who), body });

async function start(who: Who, body: DownloadRequest): Promise<DownloadJob> {
  const response = await post(who, body);
  expect(response.status, await response.clone().text()).toBe(202);
  return DownloadJobSchema.parse(await response.json());
}

async function untilEnded(read: () => Promise<DownloadJob>, seconds = 60): Promise<DownloadJob> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const job = await read();
    if (job.status === "done" || job.status === "failed") return job;
    if (Date.now() > deadline) throw new Error(`The download did not end: ${JSON.stringify(job)}`);
    await sleep(100);
  }
}

const readJob = async (who: Who, id: string) => {
  const response = await api(`downloads/${id}`, { token: token(who) });
  expect(response.status).toBe(200);
  return DownloadJobSchema.parse(await response.json());
};

/** Asks for the link and follows it as a browser does (no bearer token), through the web's origin. */
async function fetchFile(who: Who, id: string): Promise<Response> {
  const linked = await api(`downloads/${id}/link`, { method: "POST", token: token(who) });
  expect(linked.status, await linked.clone().text()).toBe(200);
  const link = DownloadLinkSchema.parse(await linked.json());
  expect(Date.parse(link.expiresOn) - Date.now()).toBeGreaterThan(4 * 60_000);
  return fetch(`${stackInfo().webUrl}${link.url}`);
}

/** The link with one character of its token's signature changed. */
function tampered(url: string): string {
  const at = url.length - 12;
  return `${url.slice(0, at)}${url[at] === "A" ? "B" : "A"}${url.slice(at + 1)}`;
}

/** The index's rows, by their headers. */
function indexRows(bytes: Buffer): Record<string, string | number>[] {
  const book = XLSX.read(bytes);
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet) throw new Error("The index has no sheet");
  return XLSX.utils.sheet_to_json<Record<string, string | number>>(sheet);
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("a download of a week's reports", () => {
  let job: DownloadJob;

  it("is built in the background, and holds the latest report of every matching inspection with an index", async () => {
    job = await start("planner", WEEK);
    expect(job).toMatchObject({ status: "queued", total: 13, done: 0, restarts: 0, sizeBytes: null });
    const done = await untilEnded(() => readJob("planner", job.id));
    expect(done).toMatchObject({ status: "done", done: 13, total: 13, error: null });
    expect(Date.parse(done.expiresOn) - Date.parse(done.finishedOn ?? "")).toBe(24 * 3600_000);

    // The planner's list shows it, with its progress.
    const list = DownloadJobListSchema.parse(
      await (await api("downloads", { token: token("planner") })).json(),
    );
    expect(list.items[0]).toMatchObject({ id: job.id, status: "done" });

    const file = await fetchFile("planner", job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toContain(done.fileName);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.byteLength).toBe(done.sizeBytes);
    const files = await readZip(bytes);
    expect([...files.keys()].at(-1)).toBe("index.xlsx");
    const rows = indexRows(files.get("index.xlsx") ?? Buffer.alloc(0));
    expect(rows).toHaveLength(13);
    const index = XLSX.read(files.get("index.xlsx") ?? Buffer.alloc(0), { cellNF: true });
    const dateCell = index.Sheets.Reports?.E2 as XLSX.CellObject | undefined;
    expect(dateCell).toMatchObject({ t: "n", z: "dd mmm yyyy" });
    expect(files.size).toBe(14);

    // Each PDF is the latest report of its inspection, byte for byte, under the name its row gives.
    const inspections = await Promise.all(
      [...(seeded[DKW.id] ?? []), ...(seeded[ANT.id] ?? [])].map((id) =>
        store.inspections.findById(TENANT, id),
      ),
    );
    for (const inspection of inspections) {
      if (!inspection) throw new Error("A seeded inspection is missing");
      const latest = inspection.reportVersions.at(-1);
      const row = rows.find((r) => r["Inspection number"] === inspection.inspectionNumber);
      expect(row, inspection.inspectionNumber).toMatchObject({
        Style: inspection.product.styleCode,
        Supplier: inspection.supplier.name,
        // A date Excel sorts and filters as one, shown as the portal shows it.
        "Inspection date": spreadsheetDate(inspection.scheduledDate),
        Status: "FINISHED",
        Result: inspection.result,
        "Client decision": "Under Review",
        "Report version": inspection.reportVersions.length,
        "File in the zip": `AQL-report-${inspection.inspectionNumber}-v${inspection.reportVersions.length}.pdf`,
      });
      const inZip = files.get(String(row?.["File in the zip"]));
      expect(inZip?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(sha(inZip ?? Buffer.alloc(0))).toBe(sha(reportBytes(pdf, latest?.blobName ?? "")));
    }
    // The rows are in the zip's order: by inspection date.
    const dates = rows.map((row) => String(row["Inspection date"]));
    expect(dates).toEqual([...dates].sort());
  }, 90_000);

  it("is seen only by whoever started it, and administrators", async () => {
    for (const who of ["reviewer", "manager", "supplier"] as const) {
      const get = await api(`downloads/${job.id}`, { token: token(who) });
      expect(get.status, who).toBe(404);
      expect(ApiErrorSchema.parse(await get.json()).message).toBe(`There is no download ${job.id}.`);
      expect((await api(`downloads/${job.id}/link`, { method: "POST", token: token(who) })).status).toBe(404);
      const theirs = DownloadJobListSchema.parse(
        await (await api("downloads", { token: token(who) })).json(),
      );
      expect(theirs.items.map((item) => item.id)).not.toContain(job.id);
    }
    expect((await readJob("admin", job.id)).requestedBy.id).toBe(userId("planner"));
    expect((await fetchFile("admin", job.id)).status).toBe(200);
    // Operators and inspectors have no downloads at all.
    for (const who of ["operator", "inspector"] as const) {
      expect((await post(who, WEEK)).status, who).toBe(403);
    }
  });

  it("is offered through a link that works for five minutes and cannot be altered", async () => {
    const config = parseConfig(stackInfo().apiEnv);
    const planner = await store.users.get(TENANT, userId("planner"));
    if (!planner) throw new Error("No planner");
    const origin = stackInfo().webUrl;
    const good = await issueDownloadLink(config, job.id, planner);
    expect((await fetch(`${origin}${good.url}`)).status).toBe(200);

    const expired = await issueDownloadLink(config, job.id, planner, new Date(Date.now() - 6 * 60_000));
    const late = await fetch(`${origin}${expired.url}`);
    expect(late.status).toBe(410);
    expect(ApiErrorSchema.parse(await late.json()).message).toContain("has expired");

    const altered = await fetch(`${origin}${tampered(good.url)}`);
    expect(altered.status).toBe(403);
    expect(ApiErrorSchema.parse(await altered.json()).message).toContain("not valid");
    // A link to one download opens no other.
    const other = await start("planner", { ...WEEK, supplierId: ANT.id });
    const elsewhere = good.url.replace(job.id, other.id);
    expect((await fetch(`${origin}${elsewhere}`)).status).toBe(403);
    expect((await fetch(`${origin}/api/downloads/${job.id}/file`)).status).toBe(400);
    await untilEnded(() => readJob("planner", other.id));
  });
});

describe("a supplier's download", () => {
  it("holds their own supplier's reports only, and may not name another supplier", async () => {
    const job = await start("supplier", WEEK);
    expect(job.total).toBe(seeded[DKW.id]?.length);
    const done = await untilEnded(() => readJob("supplier", job.id));
    expect(done.status).toBe("done");
    const files = await readZip(new Uint8Array(await (await fetchFile("supplier", job.id)).arrayBuffer()));
    const rows = indexRows(files.get("index.xlsx") ?? Buffer.alloc(0));
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((row) => row.Supplier))).toEqual(new Set([DKW.name]));

    const other = await post("supplier", { ...WEEK, supplierId: ANT.id });
    expect(other.status).toBe(400);
    expect(ApiErrorSchema.parse(await other.json()).message).toContain(
      "Suppliers download their own reports only",
    );
  }, 60_000);
});

describe("the limits", () => {
  it("refuses a filter that matches no report, or more than a download holds, saying what to change", async () => {
    const none = await post("planner", EMPTY);
    expect(none.status).toBe(400);
    expect(ApiErrorSchema.parse(await none.json()).message).toBe(
      "No finished inspection's report matches: choose a longer period, or another supplier, result or status.",
    );
    const crowded = await post("planner", CROWDED);
    expect(crowded.status).toBe(400);
    expect(ApiErrorSchema.parse(await crowded.json()).message).toBe(
      "2,001 reports match, and a download holds at most 2,000: choose a shorter period, or a supplier, result or status.",
    );
    // Narrowed to a result, it fits (500 of the 2,001 failed).
    const narrowed = await post("planner", { ...CROWDED, result: "Fail" });
    expect(narrowed.status).toBe(202);
    // A status that has no report is refused by the schema, naming the field.
    const planned = await api("downloads", {
      method: "POST",
      token: token("planner"),
      body: { ...WEEK, status: "PLANNED" },
    });
    expect(planned.status).toBe(400);
    expect(ApiErrorSchema.parse(await planned.json()).errors?.[0]?.field).toBe("body.status");
  });

  it("deletes downloads and their files once their day is over", async () => {
    const job = await start("reviewer", { ...WEEK, result: "Fail" });
    const done = await untilEnded(() => readJob("reviewer", job.id));
    const stored = await store.downloadJobs.get(TENANT, job.id);
    if (!stored) throw new Error("The job is not stored");
    const file = store.blobs.container("downloads").getBlobClient(stored.blobName);
    expect(await file.exists()).toBe(true);
    await deleteExpiredDownloads(store, new Date(Date.parse(done.expiresOn) - 1000));
    expect(await file.exists()).toBe(true);
    expect((await readJob("reviewer", job.id)).status).toBe("done");
    expect(await deleteExpiredDownloads(store, new Date(done.expiresOn))).toBeGreaterThanOrEqual(1);
    expect(await file.exists()).toBe(false);
    expect((await api(`downloads/${job.id}`, { token: token("reviewer") })).status).toBe(404);
  }, 60_000);
});

describe("a download whose worker dies while it builds", () => {
  const LEASE_SECONDS = 2;
  const tenant = `downloads-${crypto.randomUUID().slice(0, 8)}`;
  let azurite: OwnAzurite | undefined;
  let own: CosmosServices;
  let host: ApiHost;
  let plannerToken = "";
  const client = clientFor(() => ({ issuer: stackInfo().issuer, webUrl: host.apiUrl.replace(/\/api$/, "") }));
  const restart = async () => {
    host = await startApiHost({
      TENANT_ID: tenant,
      STORAGE_CONNECTION_STRING: azurite?.connection ?? "",
      QUEUE_LEASE_SECONDS: String(LEASE_SECONDS),
    });
  };

  beforeAll(async () => {
    azurite = await startOwnAzurite();
    own = createServices(
      parseConfig({ ...stackInfo().apiEnv, STORAGE_CONNECTION_STRING: azurite.connection }),
    );
    await seedDemoTenant(own, tenant);
    await seedReportedInspections(own, tenant, {
      tag: "killed",
      count: 300,
      days: days(WEEK.from, 7),
      supplier: DKW,
      pdf,
    });
    await restart();
    plannerToken = (await client.signIn("planner@demo.local")).accessToken;
  }, 120_000);

  afterAll(async () => {
    await host?.stop();
    azurite?.stop();
  });

  it("is built again from its first report by the next worker: its progress says so, and the zip is whole", async () => {
    const response = await client.api("downloads", { method: "POST", token: plannerToken, body: WEEK });
    expect(response.status).toBe(202);
    const { id } = DownloadJobSchema.parse(await response.json());
    // Watched in the database, so that no point is missed between two reads.
    const seen: { done: number; restarts: number }[] = [];
    const watch = async (until: (job: DownloadJob) => boolean) => {
      for (;;) {
        const job = await own.downloadJobs.get(tenant, id);
        if (job) seen.push({ done: job.done, restarts: job.restarts });
        if (job && (until(job) || job.status === "done" || job.status === "failed")) return job;
        await sleep(20);
      }
    };
    const midway = await watch((job) => job.status === "running" && job.done >= 50);
    expect(midway.status, "the worker finished before it could be killed").toBe("running");
    await host.kill();
    // Nothing half-written is offered meanwhile.
    expect(await own.blobs.container("downloads").getBlobClient(midway.blobName).exists()).toBe(false);
    await restart();
    const done = await watch(() => false);
    expect(done).toMatchObject({ status: "done", total: 300, done: 300, restarts: 1, attempts: 2 });
    // Progress went back only when a restart was counted.
    for (const [index, step] of seen.entries()) {
      const before = seen[index - 1];
      if (before && step.done < before.done) expect(step.restarts).toBeGreaterThan(before.restarts);
    }
    const bytes = await own.blobs.container("downloads").getBlobClient(done.blobName).downloadToBuffer();
    const files = await readZip(bytes);
    expect(files.size).toBe(301);
    expect(indexRows(files.get("index.xlsx") ?? Buffer.alloc(0))).toHaveLength(300);
  }, 120_000);

  it("fails at once, naming the inspection, when a report's file is missing", async () => {
    const [id] = await seedReportedInspections(own, tenant, {
      tag: "missing",
      count: 1,
      days: ["2034-05-02"],
      supplier: DKW,
      pdf: null,
    });
    const inspection = await own.inspections.findById(tenant, id ?? "");
    const response = await client.api("downloads", {
      method: "POST",
      token: plannerToken,
      body: { from: "2034-05-01", to: "2034-05-31" },
    });
    const job = DownloadJobSchema.parse(await response.json());
    const read = async () =>
      DownloadJobSchema.parse(
        await (await client.api(`downloads/${job.id}`, { token: plannerToken })).json(),
      );
    const failed = await untilEnded(read);
    expect(failed.status).toBe("failed");
    expect(failed.error).toContain(`The report of inspection ${inspection?.inspectionNumber}`);
    expect(
      (await client.api(`downloads/${job.id}/link`, { method: "POST", token: plannerToken })).status,
    ).toBe(409);
  }, 60_000);
});
