import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { QueueServiceClient } from "@azure/storage-queue";
import { parseConfig } from "@aql-portal/api/config";
import { seedDemoData, seedDemoTenant } from "@aql-portal/api/seed";
import { createServices, type CosmosServices } from "@aql-portal/api/services";
import { ApiErrorSchema, ResetJobSchema, type ResetJob } from "@aql-portal/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_BLOBS, CONTENT_CONTAINERS, countFiles } from "../../api/src/reset/tenant-content";
import { ROOT } from "../../scripts/stack/stack";
import { startApiHost, type ApiHost } from "../support/api-host";
import { startOwnAzurite, type OwnAzurite } from "../support/azurite";
import { api, clientFor, signIn } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";

/**
 * The environment reset (docs/decisions/environment-reset.md). Who may reset is checked against the test stack
 * itself; the resets run in a tenant of their own, served by a functions host of their own on an Azurite of their
 * own (so its queue worker is the only one that can take the job, and killing it stops the reset). The host is
 * killed outright at several points, including while deleting and while loading; the job still ends done, with
 * the tenant equal to a freshly loaded demo tenant, and its users and reference lists untouched.
 */
const LEASE_SECONDS = 2;
const tenant = `reset-${crypto.randomUUID().slice(0, 8)}`;
const fresh = `${tenant}-fresh`;
let azurite: OwnAzurite | undefined;
let store: CosmosServices;
let host: ApiHost;
let adminToken = "";
const client = clientFor(() => ({ issuer: stackInfo().issuer, webUrl: host.apiUrl.replace(/\/api$/, "") }));
const figures = { resetSeconds: 0, kills: [] as { step: string; done: number; total: number }[] };

let storage = "";
const restart = () =>
  startApiHost({
    TENANT_ID: tenant,
    STORAGE_CONNECTION_STRING: storage,
    QUEUE_LEASE_SECONDS: String(LEASE_SECONDS),
  });

beforeAll(async () => {
  azurite = await startOwnAzurite();
  storage = azurite.connection;
  store = createServices(parseConfig({ ...stackInfo().apiEnv, STORAGE_CONNECTION_STRING: storage }));
  await seedDemoTenant(store, tenant);
  host = await restart();
  adminToken = (await client.signIn("admin@demo.local")).accessToken;
}, 120_000);

afterAll(async () => {
  await host?.stop();
  azurite?.stop();
  mkdirSync(join(ROOT, ".data/test-results"), { recursive: true });
  writeFileSync(join(ROOT, ".data/test-results/reset.json"), JSON.stringify(figures, null, 2));
});

const readJob = async (): Promise<ResetJob | null> => {
  const response = await client.api("reset", { token: adminToken });
  if (response.status === 204) return null;
  expect(response.status).toBe(200);
  return ResetJobSchema.parse(await response.json());
};

async function untilJob(what: string, done: (job: ResetJob) => boolean, seconds = 120): Promise<ResetJob> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const job = await readJob().catch(() => null);
    if (job && done(job)) return job;
    if (job?.status === "failed") throw new Error(`The reset failed: ${job.error}`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(job)}`);
    await sleep(100);
  }
}

/** Every content document id of a tenant, container by container, and how many files each blob container holds. */
async function contentOf(tenantId: string): Promise<Record<string, string[] | number>> {
  const result: Record<string, string[] | number> = {};
  for (const container of CONTENT_CONTAINERS) {
    const { resources } = await store.cosmos
      .container(container)
      .items.query<string>({
        query: "SELECT VALUE c.id FROM c WHERE c.tenantId = @tenantId",
        parameters: [{ name: "@tenantId", value: tenantId }],
      })
      .fetchAll();
    result[container] = resources.sort();
  }
  for (const container of CONTENT_BLOBS) {
    result[`${container} files`] = await countFiles(store, container, tenantId);
  }
  return result;
}

describe("who may reset the environment", () => {
  it("refuses every role but the administrator's, and a confirmation that does not name the environment", async () => {
    for (const who of ["reviewer", "planner", "supplier", "inspector", "manager", "operator"]) {
      const { accessToken } = await signIn(`${who}@demo.local`);
      const post = await api("reset", {
        method: "POST",
        token: accessToken,
        body: { confirm: "Demo Retail" },
      });
      expect(post.status, who).toBe(403);
      expect((await api("reset", { token: accessToken })).status, who).toBe(403);
    }
    const { accessToken } = await signIn("admin@demo.local");
    const wrong = await api("reset", { method: "POST", token: accessToken, body: { confirm: "Demo" } });
    expect(wrong.status).toBe(400);
    expect(ApiErrorSchema.parse(await wrong.json()).message).toContain('"Demo Retail"');
    // Exactly the name: not in another case, not with spaces around it.
    for (const near of [" Demo Retail ", "demo retail", "DEMO RETAIL", "Demo Retail\n"]) {
      const refused = await api("reset", { method: "POST", token: accessToken, body: { confirm: near } });
      expect(refused.status, JSON.stringify(near)).toBe(400);
    }
    // The spec's path only reads: a GET never starts a reset.
    const legacy = await api("reset?udc_id=BFD", { token: accessToken });
    expect(legacy.status).toBe(204);
    expect((await api("reset", { token: accessToken })).status).toBe(204);
  });
});

describe("a deployment that does not show the reset", () => {
  it("answers 404 to the administrator, as if it were not there", async () => {
    const hidden = await startApiHost({ FEATURE_SHOW_RESET_ENVIRONMENT: "false" });
    try {
      const at = clientFor(() => ({
        issuer: stackInfo().issuer,
        webUrl: hidden.apiUrl.replace(/\/api$/, ""),
      }));
      const { accessToken } = await at.signIn("admin@demo.local");
      const post = await at.api("reset", {
        method: "POST",
        token: accessToken,
        body: { confirm: "Demo Retail" },
      });
      expect(post.status).toBe(404);
      expect(ApiErrorSchema.parse(await post.json()).message).toContain("cannot be reset");
      expect((await at.api("reset", { token: accessToken })).status).toBe(404);
    } finally {
      await hidden.stop();
    }
  });
});

describe("a reset", () => {
  it("survives its worker killed while building, deleting and loading, and ends with exactly the demo data", async () => {
    // The tenant holds data first: an older demo data set, and a style the demo data does not have.
    await seedDemoData(store, tenant, new Date("2026-03-02T09:00:00Z"));
    await store.cosmos
      .container("products")
      .items.create({ id: "NOT-DEMO-1", tenantId: tenant, styleCode: "NOT-DEMO-1", styleName: "Left over" });
    const started = performance.now();
    const post = await client.api("reset", {
      method: "POST",
      token: adminToken,
      body: { confirm: "Demo Retail" },
    });
    expect(post.status).toBe(202);
    const job = ResetJobSchema.parse(await post.json());
    // Meanwhile nobody writes into the tenant, and every answer says why.
    const planner = (await client.signIn("planner@demo.local")).accessToken;
    const write = await client.api("products", { method: "POST", token: planner, body: {} });
    expect(write.status).toBe(503);
    expect(ApiErrorSchema.parse(await write.json()).message).toContain("being reset");
    const read = await client.api("products", { token: planner });
    expect(read.status).toBe(200);
    expect(read.headers.get("x-environment-reset")).toBe("running");
    // A second request while it runs answers the same job.
    const again = await client.api("reset", {
      method: "POST",
      token: adminToken,
      body: { confirm: "Demo Retail" },
    });
    expect(ResetJobSchema.parse(await again.json()).id).toBe(job.id);

    const targets: ((j: ResetJob) => boolean)[] = [
      (j) => j.status === "running" && j.step === "build",
      (j) => j.step === "clear" && j.done > 0,
      (j) => j.step === "copy" && j.done > 0,
      (j) => j.step === "copy" && j.done > j.total * 0.6,
    ];
    for (const target of targets) {
      // Watched in the database, so that no point is missed between two reads.
      let at = await store.resetJobs.get(tenant);
      while (at && !target(at) && at.status !== "done") {
        await sleep(20);
        at = await store.resetJobs.get(tenant);
      }
      if (!at || at.status === "done") break;
      await host.kill();
      figures.kills.push({ step: at.step, done: at.done, total: at.total });
      host = await restart();
    }
    const done = await untilJob("the reset to finish", (j) => j.status === "done" || j.status === "failed");
    figures.resetSeconds = Math.round((performance.now() - started) / 100) / 10;
    expect(done).toMatchObject({ status: "done", id: job.id, error: null });
    expect(done.done).toBe(done.total);
    expect(figures.kills.length).toBeGreaterThanOrEqual(4);
    expect(new Set(figures.kills.map((kill) => kill.step))).toEqual(new Set(["build", "clear", "copy"]));

    await seedDemoTenant(store, fresh);
    await seedDemoData(store, fresh, new Date(done.startedOn));
    const [{ notifications: told, ...resetContent }, { notifications: none, ...freshContent }] = [
      await contentOf(tenant),
      await contentOf(fresh),
    ];
    expect(resetContent).toEqual(freshContent);
    // What people were told of the old content went with it; all they may have heard since is that the reset
    // finished (the administrators are told in the background).
    expect(none).toEqual([]);
    for (const id of told as string[]) expect(id).toMatch(new RegExp(`^${job.id}:done:.*:reset\\.finished:`));
    expect((resetContent.inspections as string[]).length).toBeGreaterThan(50);
    // Nothing of the build is left behind.
    expect(
      Object.values(await contentOf(`${tenant}~reset`)).every((v) => (Array.isArray(v) ? v.length : v) === 0),
    ).toBe(true);
  }, 600_000);

  it("whose queue refuses it leaves the tenant writable, says so, and starts when asked again", async () => {
    const queue = QueueServiceClient.fromConnectionString(storage).getQueueClient("environment-reset");
    await queue.delete();
    try {
      const refused = await client.api("reset", {
        method: "POST",
        token: adminToken,
        body: { confirm: "Demo Retail" },
      });
      expect(refused.status).toBe(503);
      expect(ApiErrorSchema.parse(await refused.json()).message).toMatch(
        /could not be started.*Nothing was changed.*Try again/,
      );
      const job = await readJob();
      expect(job?.status).toBe("failed");
      expect(job?.error).toMatch(/could not be started/);
      // Nobody is held: a write goes through.
      const { accessToken } = await client.signIn("planner@demo.local");
      expect((await client.api("auth/logout", { method: "POST", token: accessToken })).status).toBe(204);
    } finally {
      await queue.create();
    }
    const started = await client.api("reset", {
      method: "POST",
      token: adminToken,
      body: { confirm: "Demo Retail" },
    });
    expect(started.status, await started.clone().text()).toBe(202);
    // Taken by a worker: the reset runs (the first test has already seen one run to its end).
    await untilJob("a worker to take the reset started again", (job) => job.status === "running", 300);
  }, 360_000);

  it("queued with no message (the process died before sending it) is queued again when asked, not held for ever", async () => {
    // The reset the previous test started loses its worker, as a crash would, and is written over before a worker
    // could take it over; its message, naming another job, is then ignored. Writes sent before the kill land first.
    await host.kill();
    await sleep(300);
    const stored = await store.resetJobs.get(tenant);
    if (!stored) throw new Error("No reset job");
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    const stuck = await store.resetJobs.write(
      {
        ...stored,
        jobId: "lost-message",
        status: "queued",
        step: "build",
        done: 0,
        total: 0,
        queuedOn: twoMinutesAgo,
        startedOn: twoMinutesAgo,
        position: { kind: 0, continuation: null },
        attempts: 0,
      },
      stored,
    );
    expect(stuck).toBeDefined();
    host = await restart();
    const again = await client.api("reset", {
      method: "POST",
      token: adminToken,
      body: { confirm: "Demo Retail" },
    });
    expect(again.status, await again.clone().text()).toBe(202);
    expect(ResetJobSchema.parse(await again.json()).id).toBe("lost-message");
    await untilJob("the job queued again to finish", (job) => job.status === "done", 300);
  }, 360_000);
  it("marks a job whose every delivery fails as failed, with the reason, once the queue gives up", async () => {
    const stored = await store.resetJobs.get(tenant);
    if (!stored) throw new Error("No reset job");
    // A job no worker can run: its start is not a date, so the demo data cannot be dated from it.
    const broken = await store.resetJobs.write(
      { ...stored, jobId: "broken", status: "queued", step: "build", startedOn: "not a date", attempts: 0 },
      stored,
    );
    expect(broken).toBeDefined();
    await store.queues.send("environment-reset", { tenantId: tenant, jobId: "broken" });
    // Read from the database: the API would not answer a job whose start is not a date.
    const deadline = Date.now() + 100_000;
    let failed = await store.resetJobs.get(tenant);
    while (failed?.status !== "failed" && Date.now() < deadline) {
      await sleep(200);
      failed = await store.resetJobs.get(tenant);
    }
    expect(failed).toMatchObject({ status: "failed", attempts: 5 });
    expect(failed?.error).toMatch(/Invalid time value.*after 5 attempts/);
  }, 120_000);
});
