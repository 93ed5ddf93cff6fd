import { createRequire } from "node:module";
import type { IncomingMessage } from "node:http";
import { runInThisContext } from "node:vm";
import type Documents from "@vercel/cosmosdb-server/lib/account/documents";
import type ItemObject from "@vercel/cosmosdb-server/lib/account/item-object";

/**
 * Makes the Cosmos DB stand-in (@vercel/cosmosdb-server → @zeit/cosmosdb-query 0.7) answer list pages at a cost
 * that does not grow with the container, as Cosmos DB does from its indexes. Answers are unchanged; only the work
 * behind them is. Four changes, applied by startCosmos before the server starts (dev, tests and benchmarks):
 *
 * - **Parse once.** The stand-in parsed a single-partition query's text on every request to check its partition
 *   key (a PEG parse; its containers keep their own parsed queries, 100 each); parsed queries are now kept by
 *   their text, for both.
 * - **Compile once.** It compiled each query's generated JavaScript (`new Function`) on every execution; the
 *   compiled function is now kept with the parsed query.
 * - **Ordered indexes.** A page of `SELECT * FROM c [WHERE …] ORDER BY c.a [ASC|DESC], …` (the lists' shape) was
 *   filtered from the whole container and the matches sorted, to return 50 of them. Each container now keeps,
 *   for each such ORDER BY it has been asked, its documents in exactly the order the stand-in sorts them (the
 *   ORDER BY's values with the stand-in's comparator, then `_rid`), kept up to date on every create, replace
 *   and delete. A page runs the stand-in's own compiled query over a window of that order, starting where the
 *   continuation token points, and widens the window until the page is full and the next one is known (or the
 *   container ends): the page, its token and its errors are the ones the whole container would give.
 * - **No query plans.** The SDK asks for a query plan beside each query and uses it only when the database
 *   refuses a query for lacking one, which the stand-in never does (it answers every query whole). The stand-in
 *   treated the plan request as the query itself — a second full evaluation, and a second page sent back for the
 *   SDK to drop. It now answers a plan request with a 400 that says it makes no plans, which the SDK keeps unread (`fetchQueryPlan` turns it into a value, awaited only on that
 *   refusal).
 */
export function speedUpStandInQueries(): void {
  const modules = standInModules();
  if (modules.query.default.speedy) return;
  parseOnce(modules.query);
  compileOnce(modules);
  serveOrderedPagesFromIndexes(modules);
  refuseQueryPlans(modules.routes);
  Object.assign(modules.query.default, { speedy: true });
}

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  value: unknown;
}
interface ExecOptions {
  parameters?: Parameter[] | undefined;
  udf?: Json | null | undefined;
  maxItemCount?: number | null | undefined;
  continuation?: { token: string } | null | undefined;
  compositeIndexes?: unknown;
}
interface Query {
  ast: Json;
  readonly code: string;
  exec(collection: unknown[], options?: ExecOptions): QueryResult;
}
interface QueryResult {
  result: unknown[];
  continuation: { token: string } | null;
}
type QueryModule = { default: ((sql: string) => Query) & { speedy?: boolean } };
type Route = [Json, (...args: unknown[]) => Promise<unknown>];
interface StandInModules {
  query: QueryModule;
  helpers: Json;
  aggregateFunctions: Json;
  builtinFunctions: Json;
  continuationToken: { decode(token: string): { RID: string; RTD?: unknown[] } };
  documents: { default: typeof Documents };
  routes: { default: (req: IncomingMessage) => Route | undefined };
}

function standInModules(): StandInModules {
  const require = createRequire(import.meta.url);
  const fromServer = createRequire(require.resolve("@vercel/cosmosdb-server"));
  const fromQuery = createRequire(fromServer.resolve("@zeit/cosmosdb-query"));
  return {
    query: fromServer("@zeit/cosmosdb-query") as QueryModule,
    helpers: fromQuery("./helpers") as Json,
    aggregateFunctions: fromQuery("./aggregate-functions") as Json,
    builtinFunctions: fromQuery("./builtin-functions") as Json,
    continuationToken: fromQuery("./continuation-token") as StandInModules["continuationToken"],
    documents: fromServer("@vercel/cosmosdb-server/lib/account/documents") as StandInModules["documents"],
    routes: fromServer("@vercel/cosmosdb-server/lib/routes") as StandInModules["routes"],
  };
}

/** Enough distinct query texts for every list's filters; the oldest is dropped beyond it. */
const PARSED_QUERIES = 1000;

function parseOnce(module: QueryModule): void {
  const parse = module.default;
  const parsed = new Map<string, Query>();
  module.default = (sql: string) => {
    let query = parsed.get(sql);
    if (!query) {
      query = parse(sql);
      if (parsed.size >= PARSED_QUERIES) parsed.delete(parsed.keys().next().value as string);
      parsed.set(sql, query);
    }
    return query;
  };
}

/** The package's executor (lib/executor.js, which compiles with `new Function`), the compiled function kept per query. */
function compileOnce(modules: StandInModules): void {
  const prototype = Object.getPrototypeOf(modules.query.default("SELECT * FROM c")) as Query;
  const compiled = new WeakMap<Query, (...args: unknown[]) => QueryResult>();
  prototype.exec = function exec(this: Query, collection, options = {}) {
    let execute = compiled.get(this);
    if (!execute) {
      execute = runInThisContext(`"use strict";(${this.code})`) as (...args: unknown[]) => QueryResult;
      compiled.set(this, execute);
    }
    const parameters: Json = {};
    for (const { name, value } of options.parameters ?? []) parameters[name.slice(1)] = value;
    return execute(
      modules.aggregateFunctions,
      modules.builtinFunctions,
      collection,
      modules.helpers,
      options.udf === undefined ? {} : options.udf,
      parameters,
      options.maxItemCount,
      options.continuation,
      options.compositeIndexes,
    );
  };
}

function refuseQueryPlans(routes: StandInModules["routes"]): void {
  const route = routes.default;
  const refusal: Route = [
    {},
    async (_account, _req, res) => {
      (res as { statusCode: number }).statusCode = 400;
      return {
        code: "BadRequest",
        message: "The local Cosmos DB stand-in answers every query whole and makes no query plans.",
      };
    },
  ];
  routes.default = (req) =>
    String(req.headers["x-ms-cosmos-is-query-plan-request"]).toLowerCase() === "true" ? refusal : route(req);
}

// ---- Ordered indexes ----

/** One ORDER BY term: the path below the alias (`c.a.b` → ["a", "b"]) and its direction. */
interface Order {
  path: string[];
  descending: boolean;
}
/** The documents of one container in one ORDER BY's order. */
type OrderedIndex = ItemObject[];

/** The package's type order and comparator (lib/helpers.js, not exported), reproduced exactly. */
const TYPE_ORDER = ["undefined", "null", "boolean", "number", "string", "array", "object"];
function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
function comparator(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const aType = typeOf(a);
  const bType = typeOf(b);
  if (aType === bType) {
    if (aType === "object") return 0;
    return (a as string) < (b as string) ? -1 : 1;
  }
  return TYPE_ORDER.indexOf(aType) < TYPE_ORDER.indexOf(bType) ? -1 : 1;
}
function valueAt(document: unknown, path: readonly string[]): unknown {
  let value = document;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Json)[key];
    if (value === undefined) return undefined;
  }
  return value;
}

/** The stand-in's sort (helpers.sort): the ORDER BY's values, each in its direction, then `_rid` ascending. */
function compareByOrders(orders: readonly Order[], a: ItemObject, b: ItemObject): number {
  for (const { path, descending } of orders) {
    const result = comparator(valueAt(a, path), valueAt(b, path));
    if (result !== 0) return descending ? -result : result;
  }
  return comparator(a._rid, b._rid);
}

/** Where a continuation token points: its ORDER BY values and `_rid` (helpers.paginate's test). */
function compareToPosition(orders: readonly Order[], document: ItemObject, values: unknown[], rid: string) {
  for (const [i, { path, descending }] of orders.entries()) {
    const result = comparator(valueAt(document, path), values[i]);
    if (result !== 0) return descending ? -result : result;
  }
  return comparator(document._rid, rid);
}

/** The first position in `index` that `isBefore` is false for (`isBefore` holds for a prefix of it). */
function lowerBound(index: OrderedIndex, isBefore: (document: ItemObject) => boolean): number {
  let low = 0;
  let high = index.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(index[middle] as ItemObject)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A condition on the first ORDER BY path that every answer must meet (a top-level AND term `c.a OP @p` or
 * `c.a OP constant`): the documents that fail it sit together at one end of the index, so a page skips them.
 */
interface Bound {
  operator: "<" | "<=" | "=" | ">=" | ">";
  /** The parameter's name (with its `@`), or the constant. */
  parameter?: string;
  constant?: unknown;
}
/** How a window of an ordered index answers a query. */
interface IndexPlan {
  orders: Order[];
  bounds: Bound[];
}

/** A plain path of the alias (`c.a.b` → ["a", "b"]), or undefined for any other expression. */
function pathOf(node: Json, alias: unknown): string[] | undefined {
  const path: string[] = [];
  while (node.type === "scalar_member_expression" && !node.computed) {
    path.unshift((node.property as Json).name as string);
    node = node.object as Json;
  }
  return node.type === "identifier" && node.name === alias && path.length > 0 ? path : undefined;
}

/** The terms a condition ANDs together at its top level. */
function conjuncts(condition: Json): Json[] {
  return condition.type === "scalar_binary_expression" && condition.operator === "AND"
    ? [...conjuncts(condition.left as Json), ...conjuncts(condition.right as Json)]
    : [condition];
}

const BOUND_OPERATORS: readonly unknown[] = ["<", "<=", "=", ">=", ">"];

/**
 * The plan for a query a window of an ordered index can answer: `SELECT *` from one collection, no JOIN, no TOP,
 * ORDER BY plain paths of the collection's alias. Anything else is answered as before, by a full scan.
 */
function indexPlanOf(ast: Json): IndexPlan | undefined {
  const body = ast.body as Json | undefined;
  if (body?.type !== "select_query" || body.top || !(body.select as Json | undefined)?.["*"])
    return undefined;
  const from = body.from as Json | undefined;
  const source = from?.source as Json | undefined;
  const collection = source?.expression as Json | undefined;
  const root = collection?.expression as Json | undefined;
  if (collection?.type !== "collection_expression" || root?.type !== "identifier") return undefined;
  if ((from?.joins as unknown[]).length > 0) return undefined;
  const alias = ((source?.alias as Json | null) ?? root).name;
  const terms = (body.orderBy as Json | undefined)?.expressions as Json[] | undefined;
  if (!terms?.length) return undefined;
  const orders: Order[] = [];
  for (const term of terms) {
    const path = pathOf(term.expression as Json, alias);
    if (!path) return undefined;
    orders.push({ path, descending: term.order === "DESC" });
  }
  const bounds: Bound[] = [];
  const condition = (body.where as Json | undefined)?.condition as Json | undefined;
  const firstPath = JSON.stringify(orders[0]?.path);
  for (const term of condition ? conjuncts(condition) : []) {
    if (term.type !== "scalar_binary_expression" || !BOUND_OPERATORS.includes(term.operator)) continue;
    if (JSON.stringify(pathOf(term.left as Json, alias)) !== firstPath) continue;
    const operator = term.operator as Bound["operator"];
    const right = term.right as Json;
    if (right.type === "parameter_name") bounds.push({ operator, parameter: right.name as string });
    else if (right.type === "string_constant" || right.type === "number_constant") {
      bounds.push({ operator, constant: right.value });
    }
  }
  return { orders, bounds };
}

/**
 * The part of `index` outside of which no document meets the plan's bounds: for `c.a >= x` in an ascending
 * order, every document before the first with `a` ≥ x fails it (a lower value, or another type, which Cosmos
 * never compares); for `c.a <= x` every document after the last with `a` ≤ x. A descending order swaps the ends.
 */
function boundedRange(index: OrderedIndex, plan: IndexPlan, parameters: Parameter[] = []) {
  let start = 0;
  let limit = index.length;
  const [first] = plan.orders;
  if (!first) return { start, limit };
  const sign = first.descending ? -1 : 1;
  const position = (document: ItemObject, value: unknown) =>
    sign * comparator(valueAt(document, first.path), value);
  for (const { operator, parameter, constant } of plan.bounds) {
    const value = parameter === undefined ? constant : parameters.find((p) => p.name === parameter)?.value;
    if (value === undefined) continue;
    const above =
      operator === "=" ||
      operator === (first.descending ? "<=" : ">=") ||
      operator === (first.descending ? "<" : ">");
    const below = operator === "=" || !above;
    if (above)
      start = Math.max(
        start,
        lowerBound(index, (d) => position(d, value) < 0),
      );
    if (below)
      limit = Math.min(
        limit,
        lowerBound(index, (d) => position(d, value) <= 0),
      );
  }
  return { start, limit: Math.max(start, limit) };
}

interface IndexEntry {
  orders: Order[];
  index: OrderedIndex;
  /** Writes since the index was last read. */
  writesUnread: number;
}

/** Beyond this many writes without a read, sorting again is cheaper than a splice for each. */
const WRITES_KEPT_IN_PLACE = 100;

/** Candidates tried first: a page and the one after it, several times over for filters that skip some. */
const FIRST_WINDOW = 256;

/**
 * Collections make their documents' store from `lib/account/documents`' default export when they are created;
 * this one keeps the ordered indexes beside it.
 */
function serveOrderedPagesFromIndexes(modules: StandInModules): void {
  const plans = new WeakMap<Query, IndexPlan | null>();
  const planFor = (sql: Query): IndexPlan | null => {
    let plan = plans.get(sql);
    if (plan === undefined) {
      plan = indexPlanOf(sql.ast) ?? null;
      plans.set(sql, plan);
    }
    return plan;
  };

  modules.documents.default = class IndexedDocuments extends modules.documents.default {
    /** This container's indexes, by ORDER BY (JSON of its orders), each made when first asked for. */
    readonly #indexes = new Map<string, IndexEntry>();

    #indexFor(orders: Order[]): OrderedIndex {
      const key = JSON.stringify(orders);
      let entry = this.#indexes.get(key);
      if (!entry) {
        const index = Array.from(this._data.values(), (item) => item.read());
        index.sort((a, b) => compareByOrders(orders, a, b));
        entry = { orders, index, writesUnread: 0 };
        this.#indexes.set(key, entry);
      }
      entry.writesUnread = 0;
      return entry.index;
    }

    /**
     * Keeps each index in order through one write: moved in place (a binary search and a splice, O(n) for the
     * splice), or, once more writes than WRITES_KEPT_IN_PLACE came without a read (an import, a reset), dropped
     * to be sorted again when next asked for (one sort, instead of a splice per write).
     */
    #write(change: (entry: IndexEntry) => void): void {
      for (const [key, entry] of this.#indexes) {
        if (entry.writesUnread >= WRITES_KEPT_IN_PLACE) this.#indexes.delete(key);
        else {
          change(entry);
          entry.writesUnread += 1;
        }
      }
    }

    override _set(data: ItemObject): ItemObject {
      const replaced = this._data.get(data._rid)?.read();
      const stored = super._set(data);
      this.#write(({ orders, index }) => {
        if (replaced) removeFrom(index, orders, replaced);
        index.splice(positionOf(index, orders, stored), 0, stored);
      });
      return stored;
    }

    override delete(idOrRid: string, partition: Parameters<Documents["delete"]>[1]): void {
      const existing = this._item("/id", idOrRid, partition).read();
      super.delete(idOrRid, partition);
      if (existing) this.#write(({ orders, index }) => removeFrom(index, orders, existing));
    }

    override query(
      params: Parameters<Documents["query"]>[0],
      options: Parameters<Documents["query"]>[1],
    ): unknown {
      const { maxItemCount, continuation } = options;
      const parent = this._parent.read() as Json | null;
      const sql = this._getQuery(params.query) as unknown as Query;
      const plan = planFor(sql);
      // Without a page size every match is answered: nothing to stop early for.
      if (!parent || !plan || !maxItemCount || maxItemCount <= 0)
        return super.query(params, options) as unknown;

      const { orders } = plan;
      const index = this.#indexFor(orders);
      const range = boundedRange(index, plan, params.parameters);
      const limit = range.limit;
      let start = range.start;
      if (continuation) {
        const token = modules.continuationToken.decode(continuation.token);
        const values = token.RTD;
        // A token of an ORDER BY query holds its values; without them helpers.paginate compares `_rid` alone,
        // which is no position in this order: start from the beginning (still exact, only slower).
        if (values) {
          const position = lowerBound(index, (d) => compareToPosition(orders, d, values, token.RID) < 0);
          start = Math.max(start, Math.min(position, limit));
        }
      }
      const execOptions: ExecOptions = {
        parameters: params.parameters,
        udf: this._userDefinedFunctions(),
        maxItemCount,
        continuation,
        compositeIndexes: (parent.indexingPolicy as Json | undefined)?.compositeIndexes ?? [],
      };
      for (let size = Math.max(FIRST_WINDOW, 4 * (maxItemCount + 1)); ; size *= 4) {
        const end = Math.min(limit, start + size);
        let answer: QueryResult;
        try {
          answer = sql.exec(index.slice(start, end), execOptions);
        } catch (error) {
          // As Items.query: an error of the query's evaluation is the caller's (400).
          Object.assign(error as object, { badRequest: true });
          throw error;
        }
        if (answer.continuation || end === limit) return answer;
      }
    }
  };
}

/** Where `document` belongs in `index`. */
function positionOf(index: OrderedIndex, orders: Order[], document: ItemObject): number {
  return lowerBound(index, (other) => compareByOrders(orders, other, document) < 0);
}

/** Takes `document` out of `index`: where it belongs, or (were it changed in place) wherever it is. */
function removeFrom(index: OrderedIndex, orders: Order[], document: ItemObject): void {
  const position = positionOf(index, orders, document);
  const at = index[position] === document ? position : index.indexOf(document);
  if (at >= 0) index.splice(at, 1);
}
