import { DEFAULT_PAGE_SIZE, UserPageSchema } from "@aql-portal/shared";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { BENCH_PORTS, ROOT, startStack } from "../scripts/stack/stack";
import { ensureBulkUsers } from "../tests/support/bulk-users";
import { clientFor } from "../tests/support/sign-in";
import { latency, loadTest, range, showRange, writeResults } from "./stats";

/**
 * The Users page's first page over 5,000 users: `GET /api/users` sorted by name and searched, under 20
 * concurrent clients, beside `GET /api/meta/roles` in the same run. Latency is measured at the browser's
 * origin (through the SWA CLI); Cosmos round trips and documents per request come from the API's
 * Server-Timing header, which the data layer fills from the SDK's diagnostics.
 */
const USERS = 5_000;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 25;
interface Sample {
  ms: number;
  roundTrips: number;
  documents: number;
  items: number;
}

function load(url: string, token: string, countItems: (body: unknown) => number): Promise<Sample[]> {
  const options = { clients: CLIENTS, requestsPerClient: REQUESTS_PER_CLIENT };
  return loadTest(url, token, options, ({ ms, text, timing }) => ({
    ms,
    roundTrips: timing("cosmos-round-trips"),
    documents: timing("cosmos-documents"),
    items: countItems(JSON.parse(text)),
  }));
}

function summarise(samples: Sample[]) {
  return {
    ...latency(samples),
    roundTripsPerRequest: range(samples.map((s) => s.roundTrips)),
    documentsPerRequest: range(samples.map((s) => s.documents)),
    itemsPerPage: Math.max(...samples.map((s) => s.items)),
  };
}

export async function runUsersListBench(): Promise<void> {
  const dataDir = join(ROOT, ".data/bench");
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ ports: BENCH_PORTS, dataDir });
  try {
    const seeded = performance.now();
    await ensureBulkUsers(USERS, stack.apiEnv);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const { accessToken } = await clientFor(() => stack).signIn("admin@demo.local");

    const usersUrl = `${stack.webUrl}/api/users?sortKey=name&sortOrder=1&search=an&pageSize=${DEFAULT_PAGE_SIZE}`;
    const rolesUrl = `${stack.webUrl}/api/meta/roles`;
    // Warm both paths (connection pools, metadata caches), then measure.
    await load(usersUrl, accessToken, () => 0);
    const users = summarise(
      await load(usersUrl, accessToken, (body) => UserPageSchema.parse(body).items.length),
    );
    const roles = summarise(
      await load(rolesUrl, accessToken, (body) => (Array.isArray(body) ? body.length : 0)),
    );

    const results = {
      date: new Date().toISOString(),
      users: USERS,
      clients: CLIENTS,
      pageSize: DEFAULT_PAGE_SIZE,
      seedSeconds,
      usersList: users,
      metaRoles: roles,
    };
    writeResults("users-list", results);
    const target = DEFAULT_PAGE_SIZE + 1;
    console.log(`
${USERS} users, ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests each, page size ${DEFAULT_PAGE_SIZE}

| request | p50 | p95 | Cosmos round trips / request | documents / request | target documents |
|---|---|---|---|---|---|
| GET /api/users (sorted by name, search "an") | ${users.p50Ms} ms | ${users.p95Ms} ms | ${showRange(users.roundTripsPerRequest)} | ${showRange(users.documentsPerRequest)} | ≤ ${target} (+1 for the caller's own user) ${users.documentsPerRequest.max <= target + 1 ? "meets" : "MISSES"} |
| GET /api/meta/roles | ${roles.p50Ms} ms | ${roles.p95Ms} ms | ${showRange(roles.roundTripsPerRequest)} | ${showRange(roles.documentsPerRequest)} | |
`);
  } finally {
    await stack.stop();
  }
}
