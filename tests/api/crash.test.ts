import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rebuildSummaries } from "@aql-portal/api/analytics";
import { seedDemoTenant } from "@aql-portal/api/seed";
import {
  ApiErrorSchema,
  ImportResultSchema,
  InspectionDetailSchema,
  InspectionPageSchema,
  ReportVersionListSchema,
  type ImportResult,
  type InspectionDetail,
  EMPTY_WORK,
} from "@aql-portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportPhase } from "../../api/src/data/import-jobs-repository";
import { completeInspection, type InspectionDocument } from "../../api/src/data/inspections-repository";
import { orderId, type OrderDocument } from "../../api/src/data/orders-repository";
import { loadReferenceData } from "../../api/src/import/reference-data";
import { readPoLines } from "../../api/src/import/read-po-lines";
import { runImport } from "../../api/src/import/run-import";
import { rollForwardInspectionWrites } from "../../api/src/inspections/inspection-writes";
import { ROOT } from "../../scripts/stack/stack";
import { startApiHost, type ApiHost } from "../support/api-host";
import { clientFor } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { services, uniqueCode } from "../support/demo";
import { defect } from "../support/inspections";

/**
 * Crash tests (docs/decisions/import-jobs.md): the functions host is killed outright (SIGKILL) in the middle of
 * an import and of an inspection's finish, at several points. After each kill the data, read straight from Cosmos
 * DB, is consistent: no inspection anyone can see names a PO line that is not there or is another's, and none
 * counts in its lot a line that is not its own. The host is started again and the same request sent again until
 * it completes; then the data equals a clean run's, the answer says what the import did, and the analytics
 * summaries count exactly what is stored. The imports go into a tenant of their own, served by a functions host
 * of their own.
 *
 * CRASH_IMPORT_LINES sets the file's size (CI: 3,000 PO lines; `CRASH_IMPORT_LINES=20000 npm test -- api
 * tests/api/crash.test.ts` for the issue's 20,000). Figures go to .data/test-results/crash.json.
 */
const LINES = Math.max(60, Number(process.env.CRASH_IMPORT_LINES ?? 3_000));
/** Abandoned work is taken over this soon after its host dies (production: a minute). */
const ROLL_FORWARD_AFTER_SECONDS = 2;

const store = services();
const tenant = `crash-${crypto.randomUUID().slice(0, 8)}`;
const cleanTenant = `${tenant}-clean`;
let host: ApiHost;
const client = clientFor(() => ({ issuer: stackInfo().issuer, webUrl: host.apiUrl.replace(/\/api$/, "") }));
const tokens = { planner: "", inspector: "", reviewer: "" };
let inspectorId = "";
const figures = {
  lines: LINES,
  imports: [] as { file: string; kills: number; seconds: number; killedIn: string[] }[],
  finish: { kills: 0, seconds: 0, milliseconds: 0, killedAt: [] as string[] },
};

beforeAll(async () => {
  for (const id of [tenant, cleanTenant]) await seedDemoTenant(store, id);
  const person = (role: "PLANNER" | "INSPECTOR" | "REVIEWER") =>
    store.users.create(tenant, {
      name: `Crash ${role.toLowerCase()}`,
      email: `${uniqueCode(`crash-${role.toLowerCase()}`)}@demo.local`.toLowerCase(),
      role,
      platform: role === "INSPECTOR" ? 3 : 2,
      locations: [],
    });
  const [planner, inspector, reviewer] = [
    await person("PLANNER"),
    await person("INSPECTOR"),
    await person("REVIEWER"),
  ];
  inspectorId = inspector.id;
  host = await restart();
  tokens.planner = (await client.signIn(planner.email)).accessToken;
  tokens.inspector = (await client.signIn(inspector.email)).accessToken;
  tokens.reviewer = (await client.signIn(reviewer.email)).accessToken;
}, 120_000);

afterAll(async () => {
  await host.stop();
  mkdirSync(join(ROOT, ".data/test-results"), { recursive: true });
  writeFileSync(join(ROOT, ".data/test-results/crash.json"), JSON.stringify(figures, null, 2));
});

function restart(): Promise<ApiHost> {
  return startApiHost({ TENANT_ID: tenant, ROLL_FORWARD_AFTER_SECONDS: String(ROLL_FORWARD_AFTER_SECONDS) });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The test's file: styles in two colours on three POs each, delivered on one day per style over four months,
 * grouping into inspections of three PO lines. `changed` is the planner's next version of it: one PO line of
 * every lot 7 units more (every lot changes), one line of every fifth style a month later (it moves partition
 * and starts a lot of its own), every seventh style a day later (its lots are removed and made anew).
 */
function crashFile(changed: boolean): string {
  const rows = [
    "PO Number,Style Code,Style Name,Colour Code,Colour Name,Season Code,Product Category,Supplier,Factory,Order Quantity,Cartons,Delivery Date",
  ];
  for (let style = 0; rows.length <= LINES; style++) {
    const supplier = style % 2 === 0 ? "DKW" : "ANT";
    for (let colour = 0; colour < 2; colour++) {
      for (let po = 0; po < 3 && rows.length <= LINES; po++) {
        let quantity = 100 + ((style * 7 + colour * 3 + po) % 400);
        let day = 1 + (style % 27);
        let month = 1 + (style % 4);
        if (changed && po === 0) quantity += 7;
        if (changed && style % 7 === 0) day += 1;
        if (changed && style % 5 === 0 && po === 2) month += 1;
        rows.push(
          [
            `CR${String(style * 3 + po).padStart(7, "0")}`,
            `CRS${String(style).padStart(5, "0")}`,
            `Crash style ${style}`,
            `0${colour}1`,
            colour === 0 ? "Navy" : "Ecru",
            "AW33",
            "MKNIT",
            supplier,
            `${supplier}1`,
            quantity,
            1 + (style % 9),
            `${day}/${month}/2033`,
          ].join(","),
        );
      }
    }
  }
  return rows.join("\n");
}

function upload(file: string, name: string): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([file]), name);
  form.append("tenantCentreId", "UDC-BFD");
  return fetch(`${host.apiUrl}/inspections/import`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${tokens.planner}` },
  });
}

/** Where to kill the host: an attempt at the import has reached this phase (and written something in it). */
type KillPoint = ImportPhase;
const PHASES: readonly ImportPhase[] = ["reading", "planned", "hidden", "lines", "shown", "done"];

/**
 * Waits until an attempt not in `past` reaches the point — the phase (a writing phase once it wrote a chunk in
 * it) or a later one — or until `state.done`; returns the attempt (`job/attempt`).
 */
async function reached(point: KillPoint, past: ReadonlySet<string>, state: { done: boolean }) {
  while (!state.done) {
    const job = await store.importJobs.get(tenant);
    const attempt = job ? `${job.jobId}/${job.attempts}` : "";
    const writing = point === "lines" || point === "shown";
    const at = job ? PHASES.indexOf(job.phase) - PHASES.indexOf(point) : -1;
    if (
      job?.status === "running" &&
      !past.has(attempt) &&
      (at > 0 || (at === 0 && (!writing || job.progress.done > 0)))
    ) {
      return attempt;
    }
    await pause(10);
  }
  return undefined;
}

/** Sends the file until it is answered: 409 (another attempt holds the import) is sent again shortly. */
async function uploadUntilAnswered(file: string, name: string): Promise<Response | undefined> {
  for (;;) {
    const response = await upload(file, name).catch(() => undefined);
    // No answer: the host was killed under it.
    if (!response || response.status !== 409) return response;
    const { message } = ApiErrorSchema.parse(await response.json());
    expect(message).toMatch(/is still running: wait for it to finish|was taken over/);
    await pause(500);
  }
}

/**
 * Imports the file, killing the host whenever an attempt reaches the next point, checking the data after each
 * kill, starting the host again and sending the same file again; then once more, to the end. Returns the
 * answer, where each kill landed, and what the data looked like then.
 */
async function importKilled(file: string, name: string, points: readonly KillPoint[]) {
  const started = performance.now();
  const killedIn: string[] = [];
  const past = new Set<string>();
  for (const point of [...points, undefined]) {
    const state = { done: false };
    const answered = uploadUntilAnswered(file, name).finally(() => (state.done = true));
    const attempt = point ? await reached(point, past, state) : undefined;
    if (attempt) {
      await host.kill();
      past.add(attempt);
    }
    const response = await answered;
    if (response) {
      expect(response.status, await response.clone().text()).toBe(200);
      const answer = ImportResultSchema.parse(await response.json());
      // Killed too late (the import had answered) or not at all: the import is complete.
      if (attempt) host = await restart();
      figures.imports.push({ file: name, kills: killedIn.length, seconds: seconds(started), killedIn });
      return answer;
    }
    // Writes the host sent before it died still land: the data is judged once the database is quiet.
    await pause(300);
    const job = await store.importJobs.get(tenant);
    const data = await stored(tenant);
    const { hidden, waiting } = expectConsistent(data, job?.status === "done");
    killedIn.push(
      `${job?.phase} ${job?.progress.done}/${job?.progress.total} (attempt ${job?.attempts}): ${hidden} inspections hidden, ${waiting} PO lines naming an inspection not yet written`,
    );
    host = await restart();
  }
  throw new Error("unreachable: the last round has no kill point");
}

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

/** A tenant's inspections and PO lines, straight from Cosmos DB. */
async function stored(tenantId: string) {
  const all = async <T>(name: "inspections" | "orders") =>
    (
      await store.cosmos
        .container(name)
        .items.query<T>({
          query: "SELECT * FROM c WHERE c.tenantId = @tenantId",
          parameters: [{ name: "@tenantId", value: tenantId }],
        })
        .fetchAll()
    ).resources;
  const [inspections, lines] = await Promise.all([
    all<InspectionDocument>("inspections"),
    all<OrderDocument>("orders"),
  ]);
  return { inspections, lines };
}
type Stored = Awaited<ReturnType<typeof stored>>;

/**
 * What a user could see, checked: every inspection that is not hidden names PO lines that are there, in its
 * partition and pointing at it, and its lot is their sum; every PO line that names a shown inspection is listed
 * by it; no line is stored twice. Once the import is finished, nothing is hidden and no line names an
 * inspection that is not there (while it runs, a line may name the inspection it is about to make).
 */
function expectConsistent({ inspections, lines }: Stored, finished: boolean) {
  const problems: string[] = [];
  const lineById = new Map<string, OrderDocument>();
  for (const line of lines) {
    if (lineById.has(line.id)) problems.push(`PO line ${line.id} is stored twice`);
    lineById.set(line.id, line);
  }
  const byId = new Map(inspections.map((doc) => [doc.id, doc]));
  let hidden = 0;
  for (const doc of inspections) {
    if (doc.pendingImport) {
      hidden++;
      continue;
    }
    const inspection = completeInspection(doc);
    if (inspection.poNumbers.length === 0) problems.push(`inspection ${doc.id} has no PO lines`);
    let units = 0;
    for (const po of inspection.poNumbers) {
      const id = orderId(po, inspection.product.styleCode, inspection.colour.code);
      const line = lineById.get(id);
      if (!line) problems.push(`inspection ${doc.id} names PO line ${id}, which is not there`);
      else if (line.inspectionId !== doc.id)
        problems.push(`inspection ${doc.id} names PO line ${id}, which is in ${line.inspectionId}`);
      else if (line.partitionKey !== doc.partitionKey)
        problems.push(`inspection ${doc.id} names PO line ${id}, which is in another month`);
      else units += line.quantity;
    }
    if (inspection.poQuantity !== units)
      problems.push(`inspection ${doc.id} counts ${inspection.poQuantity} units; its PO lines hold ${units}`);
    if (inspection.plan.lotSize !== (inspection.deliveryQuantity ?? inspection.poQuantity))
      problems.push(`inspection ${doc.id} plans a lot of ${inspection.plan.lotSize}`);
  }
  let waiting = 0;
  for (const line of lines) {
    if (!line.inspectionId) continue;
    const inspection = byId.get(line.inspectionId);
    if (!inspection) waiting++;
    else if (!inspection.pendingImport && !inspection.poNumbers.includes(line.poNumber))
      problems.push(`PO line ${line.id} names inspection ${inspection.id}, which does not list it`);
  }
  if (finished && hidden > 0) problems.push(`${hidden} inspections are still hidden`);
  if (finished && waiting > 0) problems.push(`${waiting} PO lines name an inspection that is not there`);
  expect(problems.slice(0, 20)).toEqual([]);
  return { hidden, waiting };
}

/** What must be equal to a clean run's: each inspection and PO line (tenant, times and ETags aside). */
function comparable({ inspections, lines }: Stored) {
  const month = (partitionKey: string) => partitionKey.slice(partitionKey.indexOf("|") + 1);
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    inspections: inspections
      .map(completeInspection)
      .map((i) => ({
        id: i.id,
        month: month(i.partitionKey),
        status: i.status,
        poNumbers: i.poNumbers,
        deliveryDate: i.deliveryDate,
        poQuantity: i.poQuantity,
        plan: i.plan,
        cartons: i.cartons,
        revision: i.revision,
        hidden: i.pendingImport ?? false,
      }))
      .sort(byId),
    lines: lines
      .map((l) => ({
        id: l.id,
        month: month(l.partitionKey),
        quantity: l.quantity,
        cartons: l.cartons,
        deliveryDate: l.deliveryDate,
        status: l.status,
        inspectionId: l.inspectionId,
      }))
      .sort(byId),
  };
}

/** The same file imported into the clean tenant with nothing killed (the import's own code, in this process). */
async function cleanImport(file: string, name: string): Promise<ImportResult> {
  const reference = await loadReferenceData(store.reference, cleanTenant);
  const centre = reference.centres.find((c) => c.id === "UDC-BFD");
  if (!centre) throw new Error("The demo tenant has no Bradford DC");
  const { rows, lines } = readPoLines(new TextEncoder().encode(file), name, reference, centre);
  return runImport(store, {
    tenantId: cleanTenant,
    fileName: name,
    rows,
    lines,
    type: "DC Inspection",
    by: { id: "crash-test", name: "Crash test" },
  });
}

/** An answer without what differs between tenants (ETags, times). */
const answerOf = (result: ImportResult) => ({
  ...result,
  inspectionList: result.inspectionList.map((i) => [i.id, i.poNumbers, i.plan.lotSize]),
});

describe("killing the functions host during an import", () => {
  it(`leaves consistent data at every kill; the file sent again completes it as a clean import would (${LINES.toLocaleString("en-GB")} PO lines)`, async () => {
    for (const [name, file, points] of [
      // A first import: nothing to hide; lines, then inspections created.
      ["season.csv", crashFile(false), ["reading", "lines", "lines", "shown"]],
      // Its next version over it: every lot changes, some lines move month, some lots are removed.
      ["season-v2.csv", crashFile(true), ["planned", "hidden", "lines", "shown"]],
    ] as const) {
      const clean = await cleanImport(file, name);
      const answer = await importKilled(file, name, points);
      expect(answerOf(answer)).toEqual(answerOf(clean));
      const data = await stored(tenant);
      expectConsistent(data, true);
      expect(comparable(data)).toEqual(comparable(await stored(cleanTenant)));
      expect((await rebuildSummaries(store, tenant, { dryRun: true })).differing).toEqual([]);
      expect((await store.importJobs.get(tenant))?.status).toBe("done");
    }
    // A point the import has passed for good is not waited for: on a machine busy with the journeys beside these
    // tests, an attempt taken over by the next host can write its last chunks before the test reads its progress
    // (seen: the second file's attempt 2 first read at "shown 800/1200", its last 400 written unseen). Each file is
    // still killed at least twice, in different phases, its data checked at each kill.
    for (const { file, kills, killedIn } of figures.imports) {
      expect(kills, `${file}: ${killedIn.join("; ")}`).toBeGreaterThanOrEqual(2);
      expect(
        new Set(killedIn.map((kill) => kill.split(" ")[0])).size,
        `${file}: ${killedIn.join("; ")}`,
      ).toBeGreaterThanOrEqual(2);
    }
  }, 600_000);
});

describe("killing the functions host while an inspection finishes", () => {
  const api = (path: string, init: { method?: string; body?: unknown; etag?: string; token?: string } = {}) =>
    fetch(`${host.apiUrl}/${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${init.token ?? tokens.inspector}`,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(init.etag ? { "if-match": init.etag } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const detail = async (response: Response): Promise<InspectionDetail> => {
    expect(response.status, await response.clone().text()).toBe(200);
    return InspectionDetailSchema.parse(await response.json());
  };

  /** The inspection straight from Cosmos DB: not finished, or finished naming report PDFs that are all there. */
  async function expectWhole(id: string, versionsBefore: number) {
    const doc = await store.inspections.findById(tenant, id);
    if (!doc) throw new Error(`Inspection ${id} is gone`);
    expect(doc.status === "STARTED" || doc.status === "FINISHED", doc.status).toBe(true);
    expect(doc.reportVersions).toHaveLength(versionsBefore + (doc.status === "FINISHED" ? 1 : 0));
    const reports = store.blobs.container("reports");
    for (const version of doc.reportVersions)
      expect(await reports.getBlobClient(version.blobName).exists(), version.blobName).toBe(true);
    return doc;
  }

  it("leaves it either not finished or finished with its report; finishing again completes it, the summaries rolled forward", async () => {
    const started = performance.now();
    const page = await api("inspections?from=2033-02-01&to=2033-02-28&pageSize=5", { token: tokens.planner });
    expect(page.status, await page.clone().text()).toBe(200);
    const [lot] = InspectionPageSchema.parse(await page.json()).items;
    if (!lot) throw new Error("The import made no inspection in February 2033");
    const today = new Date().toISOString().slice(0, 10);
    const planned = await detail(
      await api(`inspections/${lot.id}`, {
        method: "PUT",
        token: tokens.planner,
        etag: lot.etag,
        body: { inspectorId, inspectionDate: today },
      }),
    );
    const running = await detail(
      await api(`inspections/${lot.id}/status`, {
        method: "PUT",
        etag: planned.etag,
        body: { action: "start" },
      }),
    );
    await detail(
      await api(`inspections/${lot.id}/work`, {
        method: "PUT",
        etag: running.workEtag,
        body: {
          ...EMPTY_WORK,
          defects: [defect("FAB01", "MAJOR", 2), defect("FAB02", "MINOR", 3)],
          comment: "Checked before the host was killed.",
        },
      }),
    );
    const finish = (etag: string) =>
      api(`inspections/${lot.id}/status`, { method: "PUT", etag, body: { action: "finish" } });

    // One finish to the end, timed, in a host just started (as each one restarted below is).
    await host.stop();
    host = await restart();
    const timing = performance.now();
    await detail(await finish((await detail(await api(`inspections/${lot.id}`))).etag));
    const finishMs = performance.now() - timing;
    figures.finish.milliseconds = Math.round(finishMs);

    // Then reopened and finished again, the host killed at points spread evenly over that time (the middle of
    // each fifth, in turn; the same points every run), until it has been killed in the middle of five finishes.
    for (let round = 0; round < 25 && figures.finish.kills < 5; round++) {
      let current = await detail(await api(`inspections/${lot.id}`));
      if (current.status === "FINISHED") {
        current = await detail(
          await api(`inspections/${lot.id}/status`, {
            method: "PUT",
            token: tokens.reviewer,
            etag: current.etag,
            body: { action: "reopen" },
          }),
        );
      }
      const versionsBefore = current.versionCount;
      const delay = Math.round((((round % 5) + 0.5) / 5) * finishMs);
      const answer = finish(current.etag).catch(() => undefined);
      await pause(delay);
      await host.kill();
      const answered = await answer;
      await pause(300);
      const doc = await expectWhole(lot.id, versionsBefore);
      if (!answered) {
        figures.finish.kills++;
        figures.finish.killedAt.push(
          `${delay} ms: ${doc.status}${doc.summaryPending ? ", its summary update not confirmed" : ""}`,
        );
      }
      host = await restart();
    }
    let last = await detail(await api(`inspections/${lot.id}`));
    if (last.status !== "FINISHED") last = await detail(await finish(last.etag));
    const versions = await api(`inspections/${lot.id}/versions`);
    expect(versions.status, await versions.clone().text()).toBe(200);
    expect(ReportVersionListSchema.parse(await versions.json()).items).toHaveLength(last.versionCount);
    await expectWhole(lot.id, last.versionCount - 1);

    // What the roll-forward timer does each minute (called here rather than waited for).
    await rollForwardInspectionWrites(store, new Date(Date.now() + 1_000));
    expect((await store.inspections.findById(tenant, lot.id))?.summaryPending).toBeUndefined();
    expect((await rebuildSummaries(store, tenant, { dryRun: true })).differing).toEqual([]);
    figures.finish.seconds = seconds(started);
    expect(figures.finish.kills).toBe(5);
  }, 300_000);

  it("rolls forward the summary update of a write whose process died before it (the state a kill leaves)", async () => {
    const page = await api("inspections?from=2033-03-01&to=2033-03-31&pageSize=5", { token: tokens.planner });
    const [lot] = InspectionPageSchema.parse(await page.json()).items;
    if (!lot) throw new Error("The import made no inspection in March 2033");
    const doc = await store.inspections.findById(tenant, lot.id);
    if (!doc) throw new Error(`Inspection ${lot.id} is gone`);
    // Moved to another day and re-planned, written as the unit of work writes it (inspection-writes.ts); the process dies
    // before the summaries hear of it.
    const { _etag, ...moved } = {
      ...doc,
      inspectionDate: "2033-03-30",
      scheduledDate: "2033-03-30",
      inspector: { id: inspectorId, name: "Crash inspector" },
      status: "PLANNED" as const,
      revision: doc.revision + 1,
      summaryPending: { previousDay: doc.scheduledDate },
    };
    await store.cosmos.container("inspections").item(doc.id, doc.partitionKey).replace(moved);
    expect((await rebuildSummaries(store, tenant, { dryRun: true })).differing.length).toBeGreaterThan(0);

    expect(await rollForwardInspectionWrites(store, new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(1);
    expect((await rebuildSummaries(store, tenant, { dryRun: true })).differing).toEqual([]);
    expect((await store.inspections.findById(tenant, lot.id))?.summaryPending).toBeUndefined();
  });
});
