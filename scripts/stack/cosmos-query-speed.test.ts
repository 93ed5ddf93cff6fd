import { CosmosClient } from "@azure/cosmos";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type AccountType from "@vercel/cosmosdb-server/lib/account";
import type Documents from "@vercel/cosmosdb-server/lib/account/documents";
import type Items from "@vercel/cosmosdb-server/lib/account/items";
import { beforeAll, describe, expect, it } from "vitest";
import { startCosmos } from "./cosmos";
import { speedUpStandInQueries } from "./cosmos-query-speed";

/**
 * Every page the ordered indexes serve is the page the stand-in's own full scan gives for the same request — the
 * same documents and the same continuation token — before and after inserts, replaces and deletes, for ties,
 * missing and mixed-type values, filters, both directions and every page size.
 */
const require = createRequire(import.meta.url);
const fromServer = createRequire(require.resolve("@vercel/cosmosdb-server"));
const Account = (fromServer("@vercel/cosmosdb-server/lib/account") as { default: typeof AccountType })
  .default;
const ItemsClass = (fromServer("@vercel/cosmosdb-server/lib/account/items") as { default: typeof Items })
  .default;

type Doc = Record<string, unknown> & { id: string; pk: string };
type Options = Parameters<Documents["query"]>[1];
interface Answer {
  result: Doc[];
  continuation: { token: string } | null;
}

let documents: Documents;

beforeAll(() => {
  speedUpStandInQueries();
  const account = new Account("127.0.0.1", 0);
  account.databases.create({ id: "db" });
  const database = account.database("db");
  database.collections.create({
    id: "things",
    partitionKey: { paths: ["/pk"] },
    indexingPolicy: {
      indexingMode: "consistent",
      compositeIndexes: [
        [
          { path: "/group", order: "ascending" },
          { path: "/id", order: "ascending" },
        ],
        [
          { path: "/plan/size", order: "descending" },
          { path: "/id", order: "descending" },
        ],
      ],
    },
  });
  documents = database.collection("things").documents;
  for (let n = 0; n < 400; n++) documents.create(thing(n));
});

/** Ties (7 groups), missing, null and numeric groups, nested sizes with ties, the same id in two partitions. */
function thing(n: number, extra: Record<string, unknown> = {}): Doc {
  const group = n % 23 === 0 ? undefined : n % 29 === 0 ? null : n % 31 === 0 ? n : `g${n % 7}`;
  return {
    id: `t${String(n < 400 ? n % 200 : n).padStart(3, "0")}`,
    pk: n < 200 ? "a" : "b",
    ...(group === undefined ? {} : { group }),
    kind: n % 3 === 0 ? "x" : "y",
    plan: { size: n % 11 },
    ...extra,
  };
}

const QUERIES: { query: string; parameters?: { name: string; value: unknown }[] }[] = [
  { query: "SELECT * FROM c ORDER BY c.group ASC, c.id ASC" },
  { query: "SELECT * FROM c ORDER BY c.group DESC" },
  { query: "SELECT * FROM c ORDER BY c.id" },
  {
    query: "SELECT * FROM c WHERE c.kind = @kind AND c.pk = @pk ORDER BY c.plan.size DESC, c.id DESC",
    parameters: [
      { name: "@kind", value: "x" },
      { name: "@pk", value: "b" },
    ],
  },
  {
    query: "SELECT * FROM things t WHERE CONTAINS(t.id, @part) ORDER BY t.group ASC, t.id ASC",
    parameters: [{ name: "@part", value: "1" }],
  },
  { query: "SELECT * FROM c WHERE c.kind = 'none' ORDER BY c.id DESC" },
  // Bounds on the first ORDER BY path: the index skips what fails them, at either end, in either direction.
  {
    query:
      "SELECT * FROM c WHERE c.group >= @from AND c.kind = 'y' AND c.group <= @to ORDER BY c.group ASC, c.id ASC",
    parameters: [
      { name: "@from", value: "g2" },
      { name: "@to", value: "g4" },
    ],
  },
  {
    query: "SELECT * FROM c WHERE c.plan.size < 5 AND c.plan.size >= 2 ORDER BY c.plan.size DESC, c.id DESC",
  },
  { query: "SELECT * FROM c WHERE c.group = 'g3' ORDER BY c.group DESC" },
  { query: "SELECT * FROM c WHERE c.group > 10 OR c.group = null ORDER BY c.group ASC, c.id ASC" },
  { query: "SELECT * FROM c WHERE c.group > 10 ORDER BY c.group ASC, c.id ASC" },
  { query: "SELECT * FROM c WHERE c.group <= @missing ORDER BY c.group DESC" },
];

const fullScan = (query: (typeof QUERIES)[number], options: Options) =>
  ItemsClass.prototype.query.call(documents, query, options) as Answer;
const fromIndex = (query: (typeof QUERIES)[number], options: Options) =>
  documents.query(query, options) as Answer;

/** Every page of the query, following continuation tokens, as [ids on the page, token]. */
function allPages(ask: (options: Options) => Answer, pageSize: number) {
  const pages: [string[], string | undefined][] = [];
  let continuation: Options["continuation"] = null;
  do {
    const answer = ask({ maxItemCount: pageSize, continuation });
    pages.push([answer.result.map((d) => `${d.pk}/${d.id}`), answer.continuation?.token]);
    continuation = answer.continuation;
  } while (continuation);
  return pages;
}

function expectSamePages() {
  for (const query of QUERIES) {
    for (const pageSize of [1, 7, 50, 1000]) {
      const expected = allPages((options) => fullScan(query, options), pageSize);
      expect(
        allPages((options) => fromIndex(query, options), pageSize),
        query.query,
      ).toEqual(expected);
    }
  }
}

describe("ordered indexes of the Cosmos DB stand-in", () => {
  it("serve every page and token as the full scan does", () => {
    expectSamePages();
    // The documents themselves, not only their ids, and a filter that leaves most out.
    const [query] = QUERIES;
    if (!query) throw new Error("no query");
    expect(fromIndex(query, { maxItemCount: 5 })).toEqual(fullScan(query, { maxItemCount: 5 }));
  }, 60_000);

  it("stay exact through inserts, replaces that move a document, and deletes", () => {
    // A few writes between reads move documents in the index; a burst of them has it sorted again.
    for (let n = 400; n < 460; n++) documents.create(thing(n));
    expectSamePages();
    for (let n = 460; n < 600; n++) documents.create(thing(n));
    for (let n = 0; n < 60; n += 3) {
      const current = documents._item("/id", thing(n).id, thing(n).pk).read();
      documents.replace({ ...thing(n + 5), id: thing(n).id, pk: thing(n).pk }, current);
    }
    for (let n = 100; n < 140; n += 2) documents.delete(thing(n).id, thing(n).pk);
    documents.upsert(thing(7, { group: "a-first" }));
    expectSamePages();
  }, 60_000);

  it("continue a page taken before a write as the full scan does after it", () => {
    const [query] = QUERIES;
    if (!query) throw new Error("no query");
    const first = fromIndex(query, { maxItemCount: 10 });
    // The next page's first document goes, and one sorting before the position arrives.
    const next = fromIndex(query, { maxItemCount: 1, continuation: first.continuation });
    const [gone] = next.result;
    if (!gone) throw new Error("no next page");
    documents.delete(gone.id, gone.pk);
    documents.create(thing(1000, { id: "a-new", group: null }));
    const options = { maxItemCount: 10, continuation: first.continuation };
    expect(fromIndex(query, options)).toEqual(fullScan(query, options));
  });

  it("refuse an ORDER BY without its composite index as the full scan does", () => {
    const query = { query: "SELECT * FROM c ORDER BY c.kind ASC, c.id ASC" };
    expect(() => fullScan(query, { maxItemCount: 5 })).toThrow(/composite index/);
    expect(() => fromIndex(query, { maxItemCount: 5 })).toThrow(/composite index/);
  });
});

describe("query plans on the stand-in", () => {
  it("are refused with a reason, and the SDK's queries still answer (one partition and across)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cosmos-plan-"));
    const cosmos = await startCosmos({ port: 0, dataFile: join(dir, "state.json") });
    try {
      const client = new CosmosClient({ endpoint: cosmos.endpoint, key: cosmos.key });
      const { database } = await client.databases.createIfNotExists({ id: "plans" });
      const { container } = await database.containers.createIfNotExists({
        id: "things",
        partitionKey: { paths: ["/pk"] },
      });
      await Promise.all(
        [1, 2, 3].map((n) => container.items.create({ id: `t${n}`, pk: n === 3 ? "b" : "a", n })),
      );
      const page = await container.items
        .query<{ id: string }>("SELECT * FROM c WHERE c.pk = 'a' ORDER BY c.n DESC", {
          partitionKey: "a",
          maxItemCount: 1,
        })
        .fetchNext();
      expect(page.resources.map((d) => d.id)).toEqual(["t2"]);
      const all = await container.items.query<number>("SELECT VALUE c.n FROM c ORDER BY c.n").fetchAll();
      expect(all.resources).toEqual([1, 2, 3]);

      const plan = await fetch(`${cosmos.endpoint}/dbs/plans/colls/things/docs`, {
        method: "POST",
        headers: {
          "content-type": "application/query+json",
          "x-ms-documentdb-isquery": "True",
          "x-ms-cosmos-is-query-plan-request": "True",
        },
        body: JSON.stringify({ query: "SELECT * FROM c" }),
      });
      expect(plan.status).toBe(400);
      const { message } = (await plan.json()) as { message: string };
      expect(message).toMatch(/makes no query plans/);
    } finally {
      await cosmos.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
