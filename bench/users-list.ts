import { DEFAULT_PAGE_SIZE, UserPageSchema } from "@aql-portal/shared";
import { startBenchStack } from "../scripts/stack/stack";
import { ensureBulkUsers } from "../tests/support/bulk-users";
import { clientFor } from "../tests/support/sign-in";
import { cpuPerRequest, latency, loadAverage, loadTest, range, showRange, writeResults } from "./stats";

/**
 * The Users page's first page over 5,000 users: `GET /api/users` sorted by name and searched, under 20
 * concurrent clients, beside `GET /api/meta/roles` in the same run. Latency is measured at the functions host's
 * own port (the API with the Cosmos DB stand-in: the target, docs/decisions/list-speed.md) and at the browser's
 * origin (through the SWA CLI, for information); Cosmos round trips and documents per request come from the
 * API's Server-Timing header, which the data layer fills from the SDK's diagnostics.
 */
const USERS = 5_000;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 25;
const TARGET_P95_MS = 150;
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
  const stack = await startBenchStack("bench");
  try {
    const seeded = performance.now();
    await ensureBulkUsers(USERS, stack.apiEnv);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const { accessToken } = await clientFor(() => stack).signIn("admin@demo.local");
    await stack.flushCosmos();

    const usersPath = `users?sortKey=name&sortOrder=1&search=an&pageSize=${DEFAULT_PAGE_SIZE}`;
    const countUsers = (body: unknown) => UserPageSchema.parse(body).items.length;
    const countRoles = (body: unknown) => (Array.isArray(body) ? body.length : 0);
    const measure = async (origin: string) => {
      // Warm both paths (connection pools, metadata caches), then measure.
      await load(`${origin}/${usersPath}`, accessToken, () => 0);
      const users = await cpuPerRequest(stack.hostPid, () =>
        load(`${origin}/${usersPath}`, accessToken, countUsers),
      );
      const roles = await cpuPerRequest(stack.hostPid, () =>
        load(`${origin}/meta/roles`, accessToken, countRoles),
      );
      return {
        users: { ...summarise(users.samples), cpu: users.cpu },
        roles: { ...summarise(roles.samples), cpu: roles.cpu },
      };
    };
    const loadBefore = loadAverage();
    const host = await measure(stack.apiUrl);
    const origin = await measure(`${stack.webUrl}/api`);
    const loadAfter = loadAverage();

    writeResults("users-list", {
      date: new Date().toISOString(),
      users: USERS,
      clients: CLIENTS,
      pageSize: DEFAULT_PAGE_SIZE,
      seedSeconds,
      loadAverage: { before: loadBefore, after: loadAfter },
      host,
      origin,
    });
    const target = DEFAULT_PAGE_SIZE + 1;
    type Figures = ReturnType<typeof summarise> & { cpu: { hostMs: number; standInAndClientsMs: number } };
    const row = (request: string, where: string, figures: Figures, targets: string) =>
      `| ${request} | ${where} | ${figures.p50Ms} ms | ${figures.p95Ms} ms | ${figures.cpu.hostMs} · ${figures.cpu.standInAndClientsMs} ms | ${showRange(figures.roundTripsPerRequest)} | ${showRange(figures.documentsPerRequest)} | ${targets} |`;
    const documentsMet = host.users.documentsPerRequest.max <= target + 1 ? "meets" : "MISSES";
    const latencyMet = host.users.p95Ms <= TARGET_P95_MS ? "meets" : "MISSES";
    console.log(`
${USERS} users, ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests each, page size ${DEFAULT_PAGE_SIZE}; load average (1, 5, 15 min) ${loadBefore.join(", ")} before, ${loadAfter.join(", ")} after

| request | measured at | p50 | p95 | CPU / request: host · stand-in + clients | Cosmos round trips / request | documents / request | targets |
|---|---|---|---|---|---|---|---|
${row('GET /api/users (sorted by name, search "an")', "functions host", host.users, `p95 ≤ ${TARGET_P95_MS} ms ${latencyMet}; documents ≤ ${target} (+1 for the caller's own user) ${documentsMet}`)}
${row("GET /api/meta/roles", "functions host", host.roles, "")}
${row('GET /api/users (sorted by name, search "an")', "SWA CLI origin", origin.users, "for information")}
${row("GET /api/meta/roles", "SWA CLI origin", origin.roles, "for information")}
`);
  } finally {
    await stack.stop();
  }
}
