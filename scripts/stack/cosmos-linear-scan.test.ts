import { CosmosClient } from "@azure/cosmos";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCosmos, type RunningCosmos } from "./cosmos";

/**
 * The stand-in answers queries exactly as before the linear-scan rewrite, and its scans append to the rows found
 * rather than copying them at every document (what made them quadratic): checked on the code it compiles, not on
 * a time, which a busy machine can make anything.
 */
let cosmos: RunningCosmos;
let dir: string;
let client: CosmosClient;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cosmos-scan-"));
  cosmos = await startCosmos({ port: 0, dataFile: join(dir, "state.json") });
  client = new CosmosClient({ endpoint: cosmos.endpoint, key: cosmos.key });
});

afterAll(async () => {
  await cosmos.close();
  await rm(dir, { recursive: true, force: true });
});

/** The JavaScript the stand-in's query module compiles a query into (what `makeStandInScansLinear` rewrites). */
function compiledScan(sql: string): string {
  const require = createRequire(import.meta.url);
  const serverDir = require.resolve("@vercel/cosmosdb-server");
  const query = (
    createRequire(serverDir)("@zeit/cosmosdb-query") as { default: (sql: string) => { code: string } }
  ).default;
  return query(sql).code;
}

describe("queries on the stand-in", () => {
  it("filter, order, project, join and page as Cosmos DB does, and scan by appending (linear), not by copying at every document", async () => {
    const { database } = await client.databases.createIfNotExists({ id: "scan" });
    const { container } = await database.containers.createIfNotExists({
      id: "things",
      partitionKey: { paths: ["/pk"] },
    });
    const count = 20_000;
    for (let start = 0; start < count; start += 500) {
      await Promise.all(
        Array.from({ length: 500 }, (_, i) => start + i).map((n) =>
          container.items.create({ id: `t${n}`, pk: "a", n, tags: n % 1000 === 0 ? ["x", "y"] : [] }),
        ),
      );
    }
    const { resources: top } = await container.items
      .query<{ n: number }>("SELECT TOP 3 c.n FROM c WHERE c.n >= 100 ORDER BY c.n DESC")
      .fetchAll();
    expect(top.map((row) => row.n)).toEqual([19_999, 19_998, 19_997]);
    const { resources: tags } = await container.items
      .query<{ tag: string }>("SELECT t AS tag FROM c JOIN t IN c.tags WHERE c.n < 2000")
      .fetchAll();
    expect(tags.map((row) => row.tag).sort()).toEqual(["x", "x", "y", "y"]);
    const { resources: counted } = await container.items
      .query<number>("SELECT VALUE COUNT(1) FROM c WHERE c.n % 2 = 0")
      .fetchAll();
    expect(counted).toEqual([count / 2]);
    // Quadratic, the first query took 3.5–13.8 s at 20,000 documents: each document copied the rows so far.
    expect(compiledScan("SELECT TOP 3 c.n FROM c WHERE c.n >= 100 ORDER BY c.n DESC")).toContain("$.push(");
    expect(compiledScan("SELECT * FROM c")).not.toMatch(/\[\.\.\.\$, \{/);
  }, 120_000);
});
