import { parseConfig } from "@aql-portal/api/config";
import { createServices, type CosmosServices } from "@aql-portal/api/services";
import { seedDemoTenant } from "@aql-portal/api/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHost, type ApiHost } from "../support/api-host";
import { api, clientFor, signIn } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";

/**
 * What each instance keeps in memory (docs/decisions/caching.md), against a functions host of its own serving a
 * tenant of its own, with short bounds: this test process writes to the database as another instance would.
 * Reference lists revalidate for free (ETag, 304); a list seeded elsewhere is served within the bound; the
 * signed-in caller's block, role change or logout applies at once on the instance that made it and within the
 * bound on any other.
 */
const SESSION_SECONDS = 2;
const REFERENCE_SECONDS = 2;
const tenant = `cache-${crypto.randomUUID().slice(0, 8)}`;
let store: CosmosServices;
let host: ApiHost;
const client = clientFor(() => ({ issuer: stackInfo().issuer, webUrl: host.apiUrl.replace(/\/api$/, "") }));
const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${host.apiUrl}/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

/** Asks until `done` says the answer is the awaited one; the seconds it took. */
async function secondsUntil(ask: () => Promise<boolean>, limitSeconds: number): Promise<number> {
  const started = performance.now();
  while (!(await ask())) {
    if (performance.now() - started > limitSeconds * 1000) throw new Error(`Not within ${limitSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

beforeAll(async () => {
  store = createServices(parseConfig(stackInfo().apiEnv));
  await seedDemoTenant(store, tenant);
  host = await startApiHost({
    TENANT_ID: tenant,
    SESSION_CACHE_SECONDS: String(SESSION_SECONDS),
    REFERENCE_CACHE_SECONDS: String(REFERENCE_SECONDS),
  });
}, 60_000);

afterAll(async () => {
  await host.stop();
});

describe("reference lists", () => {
  it("answer 304 to a browser that has the list, through the web origin as on the host", async () => {
    const { accessToken } = await signIn("planner@demo.local");
    const first = await api("meta/roles", { token: accessToken });
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await api("meta/roles", { token: accessToken, headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await api("meta/roles", { token: accessToken, headers: { "if-none-match": '"other"' } });
    expect(stale.status).toBe(200);
    // Still refused without the permission: a cached list is not an open one.
    expect((await api("meta/roles", { headers: { "if-none-match": etag } })).status).toBe(401);
  });

  it("are served as seeded elsewhere within the bound", async () => {
    const { accessToken } = await client.signIn("planner@demo.local");
    const names = async () =>
      ((await (await get("meta/skip-reasons", accessToken)).json()) as { name: string }[]).map((r) => r.name);
    const before = await names();
    const added = { id: "CACHE-TEST", name: "Seeded elsewhere" };
    const current = (await store.reference.list(tenant, "skip-reasons")) as { id: string }[];
    await store.reference.upsertList(tenant, "skip-reasons", [...current, added]);
    const took = await secondsUntil(async () => (await names()).includes(added.name), REFERENCE_SECONDS + 2);
    expect(took).toBeLessThanOrEqual(REFERENCE_SECONDS + 1);
    expect((await names()).slice(0, before.length)).toEqual(before);
  });
});

describe("the signed-in caller", () => {
  it("is refused at once when blocked on this instance", async () => {
    const admin = await client.signIn("admin@demo.local");
    const reviewer = await client.signIn("reviewer@demo.local");
    expect((await get("users", reviewer.accessToken)).status).toBe(200);
    const user = (await (await get(`users/${reviewer.user.id}`, admin.accessToken)).json()) as {
      etag: string;
    };
    const blocked = await fetch(`${host.apiUrl}/users/${reviewer.user.id}`, {
      method: "PUT",
      headers: {
        authorization: `Bearer ${admin.accessToken}`,
        "content-type": "application/json",
        "if-match": user.etag,
      },
      body: JSON.stringify({ action: "block" }),
    });
    expect(blocked.status, await blocked.clone().text()).toBe(200);
    expect((await get("users", reviewer.accessToken)).status).toBe(401);
  });

  it("is refused within the bound when blocked on another instance, and a role change applies too", async () => {
    const planner = await client.signIn("planner@demo.local");
    expect((await get("orders", planner.accessToken)).status).toBe(200);
    const stored = await store.users.get(tenant, planner.user.id);
    if (!stored) throw new Error("no planner");
    await store.users.replace({ ...stored, role: "INSPECTOR" }, stored._etag ?? "");
    const took = await secondsUntil(
      async () => (await get("orders", planner.accessToken)).status === 403,
      SESSION_SECONDS + 2,
    );
    expect(took).toBeLessThanOrEqual(SESSION_SECONDS + 1);

    const again = await store.users.get(tenant, planner.user.id);
    await store.users.replace({ ...again!, status: "BLOCKED" }, again?._etag ?? "");
    await secondsUntil(
      async () => (await get("inspections", planner.accessToken)).status === 401,
      SESSION_SECONDS + 2,
    );
  });
});
