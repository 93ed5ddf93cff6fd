import azureFunctions, { type HttpResponseInit } from "@azure/functions";
import type * as ApiApp from "@aql-portal/api/app";
import type {
  FunctionDefinition,
  HttpFunctionDefinition,
  QueueFunctionDefinition,
  TimerFunctionDefinition,
} from "@aql-portal/api/app";
import { QueueServiceClient, type DequeuedMessageItem } from "@azure/storage-queue";
import { Cron } from "croner";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";

type ApiBundle = typeof ApiApp;
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The local stand-in for the Azure Functions host (its Core Tools cannot be installed offline): serves the
 * API's own HTTP function definitions under /api, building the same HttpRequest/InvocationContext objects the
 * Azure runtime gives them, so handlers run exactly as deployed; runs its timer functions on their NCRONTAB
 * schedules, one run at a time each, as Azure does; and runs its queue functions on the messages of their storage
 * queues (Azurite locally) with Azure's delivery rules (`runQueue`).
 */
export interface FunctionsHostOptions {
  port: number;
  host?: string;
  functions: readonly FunctionDefinition[];
  /** The API's answer to a request no route takes (404, or 405 with the methods the path takes). */
  unmatched: ApiBundle["unmatchedRequest"];
  log?: (line: Record<string, unknown>) => void;
  /** Where queue functions read their messages; without it, queue functions do not run. */
  queues?: QueueHostOptions;
}

interface QueueHostOptions {
  /** The storage account's connection string (the API's STORAGE_CONNECTION_STRING). */
  connectionString: string;
  /**
   * How long a message being handled stays invisible to other workers, renewed at half-time while the handler
   * runs, so only a worker that died lets it reappear, after this long. Azure's host uses 10 minutes (the default).
   */
  leaseSeconds?: number;
  /** How long an empty queue waits before it is read again (Azure backs off up to host.json maxPollingInterval). */
  pollMilliseconds?: number;
}

type Log = (line: Record<string, unknown>) => void;

/** Azure's queue trigger defaults (host.json `queues`): five deliveries, then `<queue>-poison`. */
const MAX_DEQUEUE_COUNT = 5;
const poisonQueueName = (queueName: string) => `${queueName}-poison`;

export interface RunningFunctionsHost {
  url: string;
  close(): Promise<void>;
}

// CommonJS package: Node cannot see its named exports from ESM.
const { HttpRequest, HttpResponse, InvocationContext } = azureFunctions;

interface CompiledRoute {
  definition: HttpFunctionDefinition;
  pattern: RegExp;
  names: string[];
  /** Its first segment, lower-cased, when it is literal. */
  first: string | undefined;
}

/** Azure route templates: literal segments and {name} parameters (constraints after ":" are ignored). */
function compileRoute(definition: HttpFunctionDefinition): CompiledRoute {
  const names: string[] = [];
  const source = definition.route
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)(?::[^}]*)?(\?)?\}$/.exec(segment);
      if (!param?.[1]) return escapeRegExp(segment);
      names.push(param[1]);
      return param[2] ? "?([^/]*)" : "([^/]+)";
    })
    .join("/");
  const [first = ""] = definition.route.split("/");
  return {
    definition,
    pattern: new RegExp(`^${source}/?$`, "i"),
    names,
    first: first.startsWith("{") ? undefined : first.toLowerCase(),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function startFunctionsHost(options: FunctionsHostOptions): Promise<RunningFunctionsHost> {
  const routes = options.functions
    .filter((definition): definition is HttpFunctionDefinition => definition.trigger === "http")
    .map(compileRoute);
  // A path is matched only against the routes that can match its first segment.
  const byFirstSegment = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const key = route.first ?? "";
    byFirstSegment.set(key, [...(byFirstSegment.get(key) ?? []), route]);
  }
  const routesFor = (path: string) => {
    const slash = path.indexOf("/");
    const first = (slash < 0 ? path : path.slice(0, slash)).toLowerCase();
    return [...(byFirstSegment.get(first) ?? []), ...(byFirstSegment.get("") ?? [])];
  };
  const log = options.log ?? stdoutLog();
  const timers = options.functions
    .filter((definition): definition is TimerFunctionDefinition => definition.trigger === "timer")
    .map((definition) => scheduleTimer(definition, log));
  const queueDefinitions = options.functions.filter(
    (definition): definition is QueueFunctionDefinition => definition.trigger === "queue",
  );
  const queueRunners = options.queues
    ? queueDefinitions.map((definition) => runQueue(definition, options.queues!, log))
    : [];
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log({ level: "error", message: "local host failure", error: String(error) });
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = options.host ?? "127.0.0.1";
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? `${host}:${options.port}`}`);
    const method = (req.method ?? "GET").toUpperCase();
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, Array.isArray(v) ? v.join(", ") : v]],
      ),
    );
    const unmatched = async (allowed?: readonly string[]) => {
      // Answered once the request has arrived whole, as for any other answer.
      if (!(await drain(req)).whole) res.setHeader("connection", "close");
      const request = new HttpRequest({ method, url: url.href, headers });
      return send(res, options.unmatched(request, invocationOf("unmatched", log), allowed));
    };
    if (!url.pathname.startsWith("/api/")) return unmatched();
    const path = url.pathname.slice("/api/".length);
    const matches = routesFor(path)
      .map((route) => ({ route, match: route.pattern.exec(path) }))
      .filter((m): m is { route: CompiledRoute; match: RegExpExecArray } => m.match !== null);
    const hit = matches.find((m) =>
      m.route.definition.methods.includes(method as HttpFunctionDefinition["methods"][number]),
    );
    if (!hit) return unmatched([...new Set(matches.flatMap((m) => m.route.definition.methods))]);
    const params = Object.fromEntries(
      hit.route.names.map((name, i) => [name, decodeURIComponentSafe(hit.match[i + 1] ?? "")]),
    );
    const { maxBodyBytes } = hit.route.definition;
    const body = await readBody(req, maxBodyBytes);
    if ("tooLarge" in body) {
      // Not kept, as a front end with the route's limit would not keep it; the function sees the length that was
      // refused and answers its own 413 (as in Azure, where it refuses by the declared length). The body was read
      // to its end and dropped, so the client is sending no more when the answer comes: it reads the 413 rather
      // than a connection reset (and, through a proxy in front, an empty 200). One too large to wait for is
      // answered at once, and its connection closed.
      headers["content-length"] = String(maxBodyBytes + 1);
      if (body.cut) res.setHeader("connection", "close");
    }
    const request = new HttpRequest({
      method,
      url: url.href,
      headers,
      params,
      ...("body" in body && body.body.length > 0 ? { body: { bytes: body.body } } : {}),
    });
    const { name } = hit.route.definition;
    const context = invocationOf(name, log);
    const started = performance.now();
    const result = await hit.route.definition.handler(request, context);
    await send(res, result);
    log({
      level: "information",
      function: name,
      method,
      path: url.pathname,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) timer.stop();
        server.close(
          () => void Promise.all(queueRunners.map((runner) => runner.stop())).then(() => resolve()),
        );
        server.closeAllConnections();
      }),
  };
}

/**
 * Log lines as JSON on standard output, written together once per turn of the event loop: a write per line was
 * one of the host's larger costs per request (standard output to a pipe or a file is written synchronously).
 */
function stdoutLog(): Log {
  let pending: string[] = [];
  return (line) => {
    if (pending.length === 0)
      setImmediate(() => {
        process.stdout.write(pending.join(""));
        pending = [];
      });
    pending.push(`${JSON.stringify(line)}\n`);
  };
}

/** A new invocation of the function, whose log lines go to the host's log as Azure's would, tagged with its name. */
function invocationOf(
  name: string,
  log: (line: Record<string, unknown>) => void,
): azureFunctions.InvocationContext {
  return new InvocationContext({
    invocationId: crypto.randomUUID(),
    functionName: name,
    logHandler: (level, ...args) =>
      log({ level, function: name, message: args.length === 1 ? args[0] : args }),
  });
}

/** Runs a timer function on its schedule; a run still going when the next is due is not overlapped (protect). */
function scheduleTimer(
  definition: TimerFunctionDefinition,
  log: (line: Record<string, unknown>) => void,
): Cron {
  const { name } = definition;
  let last = new Date();
  const job: Cron = new Cron(definition.schedule, { protect: true }, async () => {
    const due = new Date();
    const context = invocationOf(name, log);
    const started = performance.now();
    try {
      await definition.handler(
        {
          isPastDue: false,
          schedule: { adjustForDST: false },
          scheduleStatus: {
            last: last.toISOString(),
            next: job.nextRun()?.toISOString() ?? "",
            lastUpdated: due.toISOString(),
          },
        },
        context,
      );
      log({
        level: "information",
        function: name,
        trigger: "timer",
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      log({ level: "error", function: name, trigger: "timer", error: String(error) });
    }
    last = due;
  });
  return job;
}

/**
 * Runs a queue function the way the Azure Functions host does: a message is received invisible to others for the
 * lease (renewed while the handler runs), handed over decoded from base64 (JSON parsed when it is JSON) with its
 * dequeue count in the trigger metadata, and deleted when the handler succeeds. A failure makes it visible again
 * at once (host.json `visibilityTimeout` 0); the failure of its MAX_DEQUEUE_COUNT-th delivery moves it to the
 * poison queue. A worker that dies mid-way leaves the message to reappear when its lease runs out, with its
 * dequeue count kept. One message at a time per function (Azure runs up to a batch in parallel).
 */
function runQueue(
  definition: QueueFunctionDefinition,
  options: QueueHostOptions,
  log: Log,
): { stop(): Promise<void> } {
  const { name } = definition;
  const service = QueueServiceClient.fromConnectionString(options.connectionString);
  const queue = service.getQueueClient(definition.queueName);
  const poison = service.getQueueClient(poisonQueueName(definition.queueName));
  const leaseSeconds = options.leaseSeconds ?? 600;
  const stopping = new AbortController();

  async function deliver(message: DequeuedMessageItem): Promise<void> {
    let { popReceipt } = message;
    const renewal = setInterval(
      () => {
        queue
          .updateMessage(message.messageId, popReceipt, undefined, leaseSeconds)
          .then((renewed) => (popReceipt = renewed.popReceipt ?? popReceipt))
          .catch((error: unknown) => log({ level: "warning", function: name, renewal: String(error) }));
      },
      (leaseSeconds * 1000) / 2,
    );
    const context = new InvocationContext({
      invocationId: crypto.randomUUID(),
      functionName: name,
      triggerMetadata: {
        id: message.messageId,
        dequeueCount: message.dequeueCount,
        insertionTime: message.insertedOn.toISOString(),
        expirationTime: message.expiresOn.toISOString(),
        nextVisibleTime: message.nextVisibleOn.toISOString(),
        popReceipt,
      },
      logHandler: (level, ...args) =>
        log({ level, function: name, message: args.length === 1 ? args[0] : args }),
    });
    const started = performance.now();
    try {
      await definition.handler(decodeQueueMessage(message.messageText), context);
      clearInterval(renewal);
      await queue.deleteMessage(message.messageId, popReceipt);
      log({
        level: "information",
        function: name,
        trigger: "queue",
        ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      clearInterval(renewal);
      const poisoned = message.dequeueCount >= MAX_DEQUEUE_COUNT;
      log({
        level: "error",
        function: name,
        trigger: "queue",
        dequeueCount: message.dequeueCount,
        poisoned,
        error: String(error),
      });
      if (poisoned) {
        await poison.sendMessage(message.messageText);
        await queue.deleteMessage(message.messageId, popReceipt);
      } else {
        await queue.updateMessage(message.messageId, popReceipt, undefined, 0);
      }
    }
  }

  const loop = (async () => {
    await queue.createIfNotExists();
    await poison.createIfNotExists();
    while (!stopping.signal.aborted) {
      const received = await queue
        .receiveMessages({ numberOfMessages: 1, visibilityTimeout: leaseSeconds })
        .catch((error: unknown) => {
          log({ level: "warning", function: name, receive: String(error) });
          return undefined;
        });
      const message = received?.receivedMessageItems[0];
      if (message) await deliver(message);
      else
        await sleep(options.pollMilliseconds ?? 1000, undefined, { signal: stopping.signal }).catch(() => {});
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
}

/** As the Functions host decodes a queue message for a Node function: base64 text, then JSON when it parses. */
function decodeQueueMessage(text: string): unknown {
  const decoded = Buffer.from(text, "base64").toString("utf8");
  try {
    return JSON.parse(decoded) as unknown;
  } catch {
    return decoded;
  }
}

/**
 * Writes a handler's result the way the Azure host does (with `enableHttpStream`, main.ts). A stream (a
 * download's zip) goes through the library's own body conversion and is piped as it is read, so a large file never
 * sits whole in memory; JSON, bytes and text — nearly every answer — are written directly, with the headers the
 * library's conversion gives them (the JSON media type when none is set), which costs a fraction of building a
 * web Response and piping it.
 */
async function send(res: ServerResponse, init: HttpResponseInit): Promise<void> {
  const direct = directBody(init);
  if (direct === undefined) return sendThroughLibrary(res, init);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
    headers[name.toLowerCase()] = value;
  }
  const status = init.status ?? 200;
  if (direct.body === undefined || NULL_BODY_STATUSES.has(status)) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  if (direct.type && !headers["content-type"]) headers["content-type"] = direct.type;
  headers["content-length"] = String(direct.body.byteLength);
  res.writeHead(status, headers);
  res.end(direct.body);
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The body of an answer that needs no conversion, with the media type the library's would give it when the
 * answer sets none; undefined for anything else (streams, cookies, headers given as a Headers object).
 */
function directBody(init: HttpResponseInit): { body?: Buffer; type?: string } | undefined {
  if (init.cookies?.length || (init.headers !== undefined && init.headers.constructor !== Object))
    return undefined;
  if (init.jsonBody !== undefined && init.jsonBody !== null) {
    return { body: Buffer.from(JSON.stringify(init.jsonBody)), type: "application/json" };
  }
  if (init.body === undefined || init.body === null) return {};
  if (typeof init.body === "string")
    return { body: Buffer.from(init.body), type: "text/plain;charset=UTF-8" };
  if (init.body instanceof Uint8Array)
    return { body: Buffer.from(init.body.buffer, init.body.byteOffset, init.body.byteLength) };
  return undefined;
}

async function sendThroughLibrary(res: ServerResponse, init: HttpResponseInit): Promise<void> {
  const response = new HttpResponse(init);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  res.writeHead(response.status, headers);
  if (response.body) await pipeline(Readable.fromWeb(response.body), res);
  else res.end();
}

/**
 * The body, unless it declares or turns out to be more than `limit` bytes: then what is over is read and dropped,
 * not kept, so that the answer (the function's 413) comes once the client has sent everything and is read as an
 * answer, not as a connection cut under an upload. A body of more than MAX_DRAINED_BYTES is not waited for: the
 * answer goes at once and the connection is closed after it (`cut`). A request with neither a length nor a
 * transfer encoding has no body (RFC 9112 §6.3), so there is nothing to wait for.
 */
async function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<{ body: Buffer } | { tooLarge: true; cut: boolean }> {
  const length = req.headers["content-length"];
  if (length === undefined && req.headers["transfer-encoding"] === undefined) return { body: NO_BODY };
  const declared = Number(length ?? "0");
  if (declared > MAX_DRAINED_BYTES) return { tooLarge: true, cut: true };
  const chunks: Buffer[] = [];
  const { size, whole } = await drain(req, (chunk, sofar) => {
    if (sofar <= limit) chunks.push(chunk);
  });
  if (size > limit || declared > limit) return { tooLarge: true, cut: !whole };
  return { body: Buffer.concat(chunks) };
}

/**
 * Reads what is left of a request's body, handing each chunk to `keep` (with the bytes read so far): `whole` once
 * it has all come, or not when it passed MAX_DRAINED_BYTES (no client of this API sends that much, and the host is
 * not kept reading for ever: the connection is closed after the answer).
 */
function drain(
  req: IncomingMessage,
  keep: (chunk: Buffer, sofar: number) => void = () => undefined,
): Promise<{ size: number; whole: boolean }> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_DRAINED_BYTES) {
        req.off("data", onData);
        req.pause();
        resolve({ size, whole: false });
        return;
      }
      keep(chunk, size);
    };
    req.on("data", onData);
    req.once("end", () => resolve({ size, whole: true }));
    req.once("error", reject);
  });
}

/** Beyond this a body is not read, even to drop it. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

const NO_BODY = Buffer.alloc(0);

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Run as a process: FUNCTIONS_PORT, API_BUNDLE (the built api/dist/app.js) and the API's own settings. */
async function main(): Promise<void> {
  const port = Number(process.env.FUNCTIONS_PORT ?? 7071);
  const bundle = resolve(process.env.API_BUNDLE ?? "api/dist/app.js");
  const api = (await import(pathToFileURL(bundle).href)) as ApiBundle;
  try {
    api.initialise();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const storage = process.env.STORAGE_CONNECTION_STRING;
  const leaseSeconds = process.env.QUEUE_LEASE_SECONDS;
  const host = await startFunctionsHost({
    port,
    functions: api.functions,
    unmatched: api.unmatchedRequest,
    ...(storage
      ? {
          queues: {
            connectionString: storage,
            ...(leaseSeconds ? { leaseSeconds: Number(leaseSeconds) } : {}),
          },
        }
      : {}),
  });
  console.log(
    JSON.stringify({ level: "information", message: `functions host listening on ${host.url}/api` }),
  );
  const stop = () => void host.close().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
