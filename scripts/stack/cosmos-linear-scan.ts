import { createRequire } from "node:module";

/**
 * The Cosmos DB stand-in (@vercel/cosmosdb-server → @zeit/cosmosdb-query 0.7) compiles `FROM c` into
 * `$c.reduce(($, c) => [...$, { c }], [])`: every document copies the array built so far, so each query costs
 * O(n²) in the container's size (≈ 0.25 s at 10,000 inspections, 4–12 s at 20,000). Cosmos DB answers from its
 * indexes and has no such cost. This rewrites that one pattern into a push (same result, O(n)) on the query
 * module the stand-in uses; startCosmos applies it before the server starts, so dev, tests and benchmarks all
 * query in linear time. Nested FROM/JOIN forms keep the original code.
 */
export function makeStandInScansLinear(): void {
  const require = createRequire(import.meta.url);
  const serverDir = require.resolve("@vercel/cosmosdb-server");
  const query = (createRequire(serverDir)("@zeit/cosmosdb-query") as { default: (sql: string) => object })
    .default;
  const prototype = Object.getPrototypeOf(query("SELECT * FROM c")) as object;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, "code");
  const getter = descriptor ? (descriptor as { get?: (this: object) => unknown }).get : undefined;
  if (!getter || (getter as { linear?: boolean }).linear) return;
  const original = getter;
  const linear = function (this: object): string {
    const code = original.call(this) as string;
    return code.replace(
      /\(\$, (\w+)\) => typeof \1 !== "undefined" \? \[\.\.\.\$, (\{[^{}]*\})\] : \$/g,
      '($, $1) => (typeof $1 !== "undefined" && $.push($2), $)',
    );
  };
  Object.assign(linear, { linear: true });
  Object.defineProperty(prototype, "code", { ...descriptor, get: linear });
}
