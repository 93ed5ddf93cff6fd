import { writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { functions } from "@aql-portal/api/app";
import { CONTAINERS } from "@aql-portal/api/cosmos";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/stack/stack";
import { admittedToken, signInCallers } from "../support/callers";
import { api } from "../support/sign-in";
import { likely, ODD_TEXT, oddValue, refusedBy } from "../support/odd-requests";
import { services } from "../support/demo";

/**
 * Property-based fuzzing of every HTTP route (docs/security.md), from the route's own zod schemas: bodies each
 * write route refuses, odd queries and odd ids, sent by a caller the route admits. Whatever comes, the answer is
 * never a 5xx and no document changes. FUZZ_RUNS sets the requests per route (CI runs a bounded number; run
 * `FUZZ_RUNS=500 npm test -- api tests/api/fuzz.test.ts` for a long session); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
beforeAll(signInCallers);

const http = functions.flatMap((definition) => (definition.trigger === "http" ? [definition] : []));

/** Documents' ids and etags, every container but the caches a timer refreshes on its own. */
async function snapshot(): Promise<Map<string, string>> {
  const { cosmos } = services();
  const seen = new Map<string, string>();
  for (const name of Object.keys(CONTAINERS) as (keyof typeof CONTAINERS)[]) {
    if (name === "embedTokens") continue;
    const { resources } = await cosmos
      .container(name)
      .items.query<{ id: string; _etag: string }>("SELECT c.id, c._etag FROM c")
      .fetchAll();
    for (const doc of resources) seen.set(`${name}/${doc.id}`, doc._etag);
  }
  return seen;
}

const tally = { requests: 0, serverErrors: [] as string[] };
const idText = fc.oneof(
  fc.constantFrom(...ODD_TEXT, "fuzz-0001", "00000000-0000-4000-8000-000000000000"),
  fc.string(),
);
const fill = (route: string, ids: readonly string[]) => {
  let i = 0;
  return route.replace(/\{(\w+)(?::[^}]*)?\??\}/g, () => encodeURIComponent(ids[i++] ?? "x"));
};

async function send(name: string, method: string, path: string, token: string | undefined, body?: unknown) {
  tally.requests++;
  const response = await api(path, {
    method,
    ...(token ? { token } : {}),
    headers: { "if-match": '"fuzz"' },
    ...(body === undefined ? {} : { body }),
  });
  await response.arrayBuffer();
  if (response.status >= 500) tally.serverErrors.push(`${name} ${method} ${path}: ${response.status}`);
  return response.status;
}

let before: Map<string, string>;
beforeAll(async () => {
  before = await snapshot();
});

afterAll(() => {
  // The figures docs/security.md quotes, beside the other test results.
  mkdirSync(join(ROOT, ".data/test-results"), { recursive: true });
  writeFileSync(
    join(ROOT, ".data/test-results/fuzz.json"),
    JSON.stringify({ runsPerRoute: RUNS, ...tally, serverErrors: tally.serverErrors.length }, null, 2),
  );
});

describe("fuzzing every route from its schemas", () => {
  const writes = http.filter((d) => d.input.body && d.methods.some((m) => m !== "GET"));
  const reads = http.filter((d) => d.methods.includes("GET"));

  it.each(writes.map((d) => [d.name, d] as const))("%s refuses odd bodies with a 4xx", async (_, route) => {
    const token = admittedToken(route.access);
    const body = route.input.body;
    if (!body) return;
    const method = route.methods.find((m) => m !== "GET") ?? "POST";
    await fc.assert(
      fc.asyncProperty(
        refusedBy(body),
        fc.array(idText, { minLength: 2, maxLength: 2 }),
        async (odd, ids) => {
          const status = await send(route.name, method, fill(route.route, ids), token, odd);
          return status >= 400 && status < 500;
        },
      ),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });

  it.each(reads.map((d) => [d.name, d] as const))(
    "%s answers odd queries and ids without a 5xx",
    async (_, route) => {
      const token = admittedToken(route.access);
      const queryValues = route.input.query
        ? fc.oneof(
            likely(route.input.query),
            fc.dictionary(
              fc.constantFrom(
                "continuationToken",
                "pageSize",
                "sortKey",
                "from",
                "to",
                "supplierId",
                "search",
              ),
              oddValue,
            ),
          )
        : fc.constant({});
      await fc.assert(
        fc.asyncProperty(
          queryValues,
          fc.array(idText, { minLength: 2, maxLength: 2 }),
          async (values, ids) => {
            const query = new URLSearchParams();
            for (const [key, value] of Object.entries((values ?? {}) as Record<string, unknown>)) {
              for (const one of Array.isArray(value) ? value : [value]) {
                query.append(key, typeof one === "string" ? one : JSON.stringify(one));
              }
            }
            const status = await send(route.name, "GET", `${fill(route.route, ids)}?${query}`, token);
            return status < 500;
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
  );

  it("changed no document and met no 5xx", async () => {
    expect(tally.serverErrors).toEqual([]);
    const after = await snapshot();
    const changed = [...after].filter(([key, etag]) => before.get(key) !== etag).map(([key]) => key);
    const removed = [...before.keys()].filter((key) => !after.has(key));
    expect({ changed, removed }).toEqual({ changed: [], removed: [] });
    expect(tally.requests).toBeGreaterThan(RUNS * writes.length);
  });
});
