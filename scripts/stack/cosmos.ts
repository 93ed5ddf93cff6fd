// Local Cosmos DB stand-in: @vercel/cosmosdb-server (memory only) plus persistence to one JSON file.
//
// Persistence dumps and restores the server's own in-memory store (Account → Databases → Collections →
// Documents) instead of re-reading everything through the SDK: it is fast (no HTTP round trips) and keeps
// every system property (`_rid`, `_self`, `_etag`, `_ts`), so ETags held by clients stay valid across a
// restart. The store is private to the server's closure; `listenCapturingStore` obtains it at the moment the
// server creates it. User-defined functions are the exception: they are re-created from their bodies, so
// their own `_rid`/`_etag` change across a restart (the compiled function is not reachable otherwise).
import { createRequire } from "node:module";
import { mkdir, open, readFile, rename } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { IncomingMessage, Server } from "node:http";
import { createHttpServer } from "@vercel/cosmosdb-server";
import type Account from "@vercel/cosmosdb-server/lib/account";
import type Item from "@vercel/cosmosdb-server/lib/account/item";
import type ItemObject from "@vercel/cosmosdb-server/lib/account/item-object";
import type Items from "@vercel/cosmosdb-server/lib/account/items";
import { makeStandInScansLinear } from "./cosmos-linear-scan";
import { speedUpStandInQueries } from "./cosmos-query-speed";

export interface CosmosOptions {
  port: number;
  /** Defaults to "127.0.0.1". */
  host?: string;
  /** e.g. ".data/cosmos/state.json" */
  dataFile: string;
}

export interface RunningCosmos {
  /** e.g. "http://127.0.0.1:8081" */
  endpoint: string;
  /** The emulator's well-known key; the server accepts any key. */
  key: string;
  flush(): Promise<void>;
  /** Flushes, then stops. A second call is a no-op. */
  close(): Promise<void>;
}

export const EMULATOR_KEY =
  "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==";
const FLUSH_INTERVAL_MS = 1000;
const SNAPSHOT_FORMAT = "cosmosdb-server-store";
const SNAPSHOT_VERSION = 1;

type Resource = ItemObject;
interface ItemsSnapshot<T> {
  /** The store numbers `_rid`s from this counter: restoring it keeps new `_rid`s from colliding. */
  ridCount: number;
  items: T[];
}
interface UserDefinedFunctionSnapshot {
  id: string;
  body: string;
}
interface CollectionSnapshot {
  resource: Resource;
  documents: ItemsSnapshot<Resource>;
  userDefinedFunctions: UserDefinedFunctionSnapshot[];
}
interface DatabaseSnapshot {
  resource: Resource;
  collections: ItemsSnapshot<CollectionSnapshot>;
}
interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  databases: ItemsSnapshot<DatabaseSnapshot>;
}

export async function startCosmos(options: CosmosOptions): Promise<RunningCosmos> {
  const host = options.host ?? "127.0.0.1";
  const dataFile = resolve(options.dataFile);
  await mkdir(dirname(dataFile), { recursive: true });
  // Read (and validate) before binding the port, so a corrupt file fails fast with nothing to clean up.
  const snapshot = await readSnapshot(dataFile);

  makeStandInScansLinear();
  speedUpStandInQueries();
  // HTTP mode: the bundled TLS certificate expired in 2021. `keepAlive` makes the server answer with
  // `connection: keep-alive` instead of closing every connection (about 5x faster with the SDK).
  const server = createHttpServer({ keepAlive: true });
  // Node closes a keep-alive connection after 5 idle seconds; a client that sends its next request on it as it
  // closes gets "socket hang up" (the SDK's bulk calls do not retry). Under a long run's load — a 20,000-line
  // import beside the persistence dump — that race is lost often enough to fail imports. The clients are ours
  // and close their connections themselves (and stop() closes every one), so none is closed for being idle.
  server.keepAliveTimeout = 0;
  let endpoint = "";
  const account = await listenCapturingStore(server, options.port, host, (created) => {
    endpoint = endpointOf(server, host);
    advertiseEndpoint(created, endpoint);
    if (snapshot) restoreAccount(created, snapshot);
  });

  // Writes are counted, not inspected: every request that is neither a GET nor a query may have changed
  // the store (a failed bulk request can still have applied its first operations).
  let changes = 0;
  let savedChanges = 0;
  let flushTimer: NodeJS.Timeout | undefined;
  let inFlight = 0;
  let stopping = false;

  const flushChanges = async (): Promise<void> => {
    const upTo = changes;
    if (upTo === savedChanges) return;
    await writeAtomically(dataFile, JSON.stringify(dumpAccount(account)));
    savedChanges = upTo;
  };
  // Flushes run one after another, so an older state can never overwrite a newer one.
  let flushQueue = Promise.resolve();
  const flush = (): Promise<void> => {
    const run = flushQueue.then(flushChanges);
    // The caller of this flush gets its error; the queue itself must keep going.
    flushQueue = run.catch(() => undefined);
    return run;
  };
  const scheduleFlush = (): void => {
    if (flushTimer || stopping) return;
    flushTimer = setTimeout(() => {
      flushTimer = undefined;
      flush().catch((error: unknown) => console.error(`cosmos: saving ${dataFile} failed:`, error));
    }, FLUSH_INTERVAL_MS);
  };

  server.on("request", (req, res) => {
    inFlight += 1;
    const isWrite = req.method !== "GET" && !isQuery(req);
    // Counted when the response is done (sent or aborted), i.e. after the handler has changed the store.
    res.once("close", () => {
      inFlight -= 1;
      if (isWrite) {
        changes += 1;
        scheduleFlush();
      }
      // Keep-alive sockets would otherwise hold `server.close()` open until they time out.
      if (stopping && inFlight === 0) server.closeAllConnections();
    });
  });

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      stopping = true;
      clearTimeout(flushTimer);
      await new Promise<void>((resolveClose, rejectClose) => {
        // Stops accepting connections and drops idle keep-alive ones; busy ones finish their request.
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
        if (inFlight === 0) server.closeAllConnections();
      });
      await flush();
    })();
    return closing;
  };

  return { endpoint, key: EMULATOR_KEY, flush, close };
}

function endpointOf(server: Server, host: string): string {
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("cosmos: server has no TCP address");
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/**
 * The server advertises `https://host:port/` as its only region whatever its mode, and the SDK's endpoint
 * discovery then sends everything there. Advertising the real HTTP endpoint lets a default client work.
 */
function advertiseEndpoint(account: Account, endpoint: string): void {
  const locations = [{ name: "South Central US", databaseAccountEndpoint: `${endpoint}/` }];
  const metadata = account.read();
  metadata.writableLocations = locations;
  metadata.readableLocations = locations;
}

/** Queries are POSTs; this is the server's own test (lib/router.js). */
function isQuery(req: IncomingMessage): boolean {
  const header = req.headers["x-ms-documentdb-isquery"];
  const values = Array.isArray(header) ? header : [header];
  return (
    values.some((value) => value?.toLowerCase() === "true") ||
    req.headers["content-type"] === "application/query+json"
  );
}

/**
 * Listens and returns the server's store. The package builds its `Account` in its own "listening"
 * listener (registered by `createHttpServer`) from `require("./account").default`; swapping that export
 * for a recording subclass around exactly that listener, synchronously, hands us the instance without
 * any lasting change to the module. `onAccount` also runs inside the same event, before any request.
 */
function listenCapturingStore(
  server: Server,
  port: number,
  host: string,
  onAccount: (account: Account) => void,
): Promise<Account> {
  const accountModule = createRequire(import.meta.url)("@vercel/cosmosdb-server/lib/account") as {
    default: typeof Account;
  };
  const OriginalAccount = accountModule.default;
  const created: Account[] = [];

  return new Promise<Account>((resolveListen, rejectListen) => {
    server.once("error", rejectListen);
    server.prependOnceListener("listening", () => {
      accountModule.default = class RecordedAccount extends OriginalAccount {
        constructor(hostname: string, accountPort: number) {
          super(hostname, accountPort);
          created.push(this);
        }
      };
    });
    server.once("listening", () => {
      accountModule.default = OriginalAccount;
      server.off("error", rejectListen);
      try {
        const [account] = created;
        if (!account) {
          throw new Error("@vercel/cosmosdb-server did not create its store as expected (version changed?)");
        }
        onAccount(account);
        resolveListen(account);
      } catch (error) {
        server.close();
        rejectListen(error instanceof Error ? error : new Error(String(error)));
      }
    });
    server.listen(port, host);
  });
}

function dumpItems<I extends Item, T>(items: Items<Item, I>, dump: (item: I) => T): ItemsSnapshot<T> {
  return { ridCount: items._ridCount, items: Array.from(items._data.values(), dump) };
}

function dumpAccount(account: Account): Snapshot {
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    databases: dumpItems(account.databases, (database) => ({
      resource: database.read(),
      collections: dumpItems(database.collections, (collection) => ({
        resource: collection.read(),
        documents: dumpItems(collection.documents, (document) => document.read()),
        userDefinedFunctions: Array.from(collection.userDefinedFunctions._data.values(), (udf) => {
          const { id, body } = udf.read();
          return { id, body: String(body) };
        }),
      })),
    })),
  };
}

/** `_set` stores a resource as given (system properties included) and indexes its unique keys. */
function restoreItems<I extends Item, T>(
  items: Items<Item, I>,
  snapshot: ItemsSnapshot<T>,
  resourceOf: (child: T) => Resource,
  restoreChildren: (item: I, child: T) => void = () => undefined,
): void {
  for (const child of snapshot.items) {
    const resource = resourceOf(child);
    items._set(resource);
    const item = items._data.get(resource._rid);
    if (item) restoreChildren(item, child);
  }
  items._ridCount = snapshot.ridCount;
}

function restoreAccount(account: Account, snapshot: Snapshot): void {
  restoreItems(account.databases, snapshot.databases, resourceOfParent, (database, databaseSnapshot) => {
    restoreItems(
      database.collections,
      databaseSnapshot.collections,
      resourceOfParent,
      (collection, collectionSnapshot) => {
        restoreItems(collection.documents, collectionSnapshot.documents, (document) => document);
        for (const udf of collectionSnapshot.userDefinedFunctions) {
          collection.userDefinedFunctions.create(udf);
        }
      },
    );
  });
}

function resourceOfParent(snapshot: { resource: Resource }): Resource {
  return snapshot.resource;
}

async function readSnapshot(dataFile: string): Promise<Snapshot | undefined> {
  let text: string;
  try {
    text = await readFile(dataFile, "utf8");
  } catch (error) {
    if (isErrnoException(error) && error.code === "ENOENT") return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw corruptFile(dataFile, error instanceof Error ? error.message : String(error));
  }
  const problem = snapshotProblem(parsed);
  if (problem) throw corruptFile(dataFile, problem);
  return parsed as Snapshot;
}

function corruptFile(dataFile: string, reason: string): Error {
  return new Error(
    `Cosmos data file ${dataFile} is corrupt or not a saved store (${reason}). ` +
      `Delete it to start with an empty store.`,
  );
}

// Validation checks what restoring relies on; anything else in a resource is kept as it is.
function snapshotProblem(value: unknown): string | undefined {
  if (!isRecord(value) || value.format !== SNAPSHOT_FORMAT) return "unknown format";
  if (value.version !== SNAPSHOT_VERSION) return `unsupported version ${String(value.version)}`;
  return itemsProblem("databases", value.databases, (database, at) => {
    if (!isRecord(database)) return `${at} is not an object`;
    return (
      resourceProblem(at, database.resource) ??
      itemsProblem(`${at}.collections`, database.collections, (collection, collectionAt) => {
        if (!isRecord(collection)) return `${collectionAt} is not an object`;
        return (
          resourceProblem(collectionAt, collection.resource) ??
          itemsProblem(`${collectionAt}.documents`, collection.documents, (document, documentAt) =>
            resourceProblem(documentAt, document),
          ) ??
          userDefinedFunctionsProblem(`${collectionAt}.userDefinedFunctions`, collection.userDefinedFunctions)
        );
      })
    );
  });
}

function itemsProblem(
  at: string,
  value: unknown,
  itemProblem: (item: unknown, at: string) => string | undefined,
): string | undefined {
  if (!isRecord(value) || !Number.isSafeInteger(value.ridCount) || !Array.isArray(value.items)) {
    return `${at} is not a list of items`;
  }
  for (const [index, item] of value.items.entries()) {
    const problem = itemProblem(item, `${at}[${index}]`);
    if (problem) return problem;
  }
  return undefined;
}

function resourceProblem(at: string, value: unknown): string | undefined {
  if (!isRecord(value)) return `${at} is not an object`;
  return typeof value.id === "string" && typeof value._rid === "string" && typeof value._self === "string"
    ? undefined
    : `${at} lacks id, _rid or _self`;
}

function userDefinedFunctionsProblem(at: string, value: unknown): string | undefined {
  if (!Array.isArray(value)) return `${at} is not a list`;
  const valid = value.every(
    (udf) => isRecord(udf) && typeof udf.id === "string" && typeof udf.body === "string",
  );
  return valid ? undefined : `${at} has an entry without id or body`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && "code" in error;
}

/** Writes a temporary file beside the target, syncs it and renames it over: readers never see half a file. */
async function writeAtomically(file: string, contents: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, "w");
  try {
    await handle.writeFile(contents, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}
