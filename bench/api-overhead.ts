import { spawn, type ChildProcess } from "node:child_process";
import { ROOT, startBenchStack } from "../scripts/stack/stack";
import { startApiHost } from "../tests/support/api-host";
import { clientFor } from "../tests/support/sign-in";
import autocannon from "autocannon";
import { cpuMsOf, loadAverage, median, writeResults } from "./stats";

/**
 * The API's own cost per request (docs/decisions/caching.md): `GET /api/meta/roles` — an authenticated reference
 * list — on the local functions host, against a bare Node HTTP server answering the same bytes with the same
 * headers, with the same client (autocannon: 20 concurrent keep-alive connections, one request at a time each).
 * Each server runs in a process of its own, as the host does, so that none shares its thread with the client, and
 * the client is autocannon rather than fetch, so that it is not the client's own cost that is measured. Beside
 * them the floor: the same bare server building, for every request, only what any host must hand a Functions v4
 * handler (the URL, the library's `HttpRequest`, an `InvocationContext`) — the best a host running the handlers
 * as deployed could do. The host twice: as built (the caller's user, their verified token and the lists kept in
 * memory for their bounds) and with the session and list caches off. The four are measured in turn, three rounds,
 * and each one's rate is the median of its rounds, so that a machine busy for a moment weighs on all alike.
 * Target: ≥ 50 % of bare Node's throughput.
 */
const CLIENTS = 20;
const ROUNDS = 3;
const ROUND_SECONDS = 3;
const SERVERS = ["bare", "floor", "host", "hostUncached"] as const;
type Server = (typeof SERVERS)[number];

/**
 * A bare Node HTTP server in its own process, answering every request with these headers and bytes; as the floor,
 * it first builds what the local host builds for a handler (scripts/stack/functions-host.ts) and reads the
 * caller's token from it, as any handler of a signed-in route does.
 */
async function startBareServer(
  headers: Record<string, string>,
  bytes: Buffer,
  floor: boolean,
): Promise<{ url: string; child: ChildProcess }> {
  const script = `
    import { createServer } from "node:http";
    import azureFunctions from "@azure/functions";
    const { HttpRequest, InvocationContext } = azureFunctions;
    const { headers, body, floor } = JSON.parse(process.env.BARE_ANSWER);
    const bytes = Buffer.from(body, "base64");
    const server = createServer((request, response) => {
      if (floor) {
        const url = new URL(request.url, "http://" + request.headers.host);
        const init = { method: request.method, url: url.href, headers: {}, params: {} };
        for (const [name, value] of Object.entries(request.headers)) init.headers[name] = String(value);
        new HttpRequest(init).headers.get("authorization");
        new InvocationContext({ invocationId: crypto.randomUUID(), functionName: "meta-list", logHandler: () => {} });
      }
      response.writeHead(200, { ...headers, "content-length": bytes.length });
      response.end(bytes);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: ROOT,
    env: { ...process.env, BARE_ANSWER: JSON.stringify({ headers, body: bytes.toString("base64"), floor }) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server stopped (${code})`)));
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}/api/meta/roles`, child };
}

/** One server's round: its rate and latency at the client, and the CPU time its process spent per request. */
async function round(url: string, pid: number, token: string, seconds: number) {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url,
    connections: CLIENTS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  }
  return {
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97Ms: result.latency.p97_5,
    cpuUs: Math.round(((cpuMsOf(pid) - cpuBefore) * 1000) / result.requests.total),
  };
}
type Round = Awaited<ReturnType<typeof round>>;

export async function runApiOverheadBench(): Promise<void> {
  const stack = await startBenchStack("bench");
  const uncached = await startApiHost(
    { SESSION_CACHE_SECONDS: "0", REFERENCE_CACHE_SECONDS: "0" },
    stack.apiEnv,
  );
  let children: ChildProcess[] = [];
  try {
    const { accessToken } = await clientFor(() => stack).signIn("planner@demo.local");
    const answer = await fetch(`${stack.apiUrl}/meta/roles`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    // The host's headers but those of the connection and the length (the bare server sets its own).
    const hopByHop = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!hopByHop.has(name)) headers[name] = value;
    });
    const started = await Promise.all([
      startBareServer(headers, bytes, false),
      startBareServer(headers, bytes, true),
    ]);
    children = started.map((server) => server.child);
    const [bare, floor] = started;
    const servers: Record<Server, { url: string; pid: number }> = {
      bare: { url: bare.url, pid: bare.child.pid ?? 0 },
      floor: { url: floor.url, pid: floor.child.pid ?? 0 },
      host: { url: `${stack.apiUrl}/meta/roles`, pid: stack.hostPid },
      hostUncached: { url: `${uncached.apiUrl}/meta/roles`, pid: uncached.pid },
    };
    const measure = (server: Server, seconds: number) =>
      round(servers[server].url, servers[server].pid, accessToken, seconds);
    for (const server of SERVERS) await measure(server, 1); // warm
    const load = [loadAverage()];
    const rounds: Record<Server, Round[]> = { bare: [], floor: [], host: [], hostUncached: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const server of SERVERS) rounds[server].push(await measure(server, ROUND_SECONDS));
    }
    load.push(loadAverage());
    const results = Object.fromEntries(
      SERVERS.map((server) => {
        const of = (pick: (r: Round) => number) => median(rounds[server].map(pick));
        const figures = {
          perSecond: of((r) => r.perSecond),
          rounds: rounds[server].map((r) => r.perSecond),
          p50Ms: of((r) => r.p50Ms),
          p97Ms: of((r) => r.p97Ms),
          cpuUs: of((r) => r.cpuUs),
        };
        return [server, figures];
      }),
    ) as Record<Server, { perSecond: number; rounds: number[]; p50Ms: number; p97Ms: number; cpuUs: number }>;
    const { bare: bareFigures } = results;
    const share = (server: Server) => Math.round((results[server].perSecond / bareFigures.perSecond) * 100);
    const cpuShare = (server: Server) => Math.round((bareFigures.cpuUs / results[server].cpuUs) * 100);
    writeResults("api-overhead", {
      date: new Date().toISOString(),
      clients: CLIENTS,
      bytes: bytes.length,
      loadAverage: load,
      results,
    });
    const row = (label: string, server: Server) => {
      const r = results[server];
      return `| ${label} | ${r.perSecond.toLocaleString("en-GB")} (${r.rounds.join(", ")}) | ${share(server)} % | ${r.cpuUs} µs | ${cpuShare(server)} % | ${r.p50Ms} ms | ${r.p97Ms} ms |`;
    };
    console.log(`
GET /api/meta/roles (${bytes.length} bytes), ${CLIENTS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s in turn, one run; load average before ${load[0]!.join(" ")}, after ${load[1]!.join(" ")}

| server | requests/s, median (rounds) | share of bare Node | server CPU per request | bare Node's CPU per request as a share (target ≥ 50 %) | p50 | p97.5 |
|---|---|---|---|---|---|---|
${row("bare Node HTTP server, same bytes and headers, own process", "bare")}
${row("floor: the bare server building a handler's HttpRequest and InvocationContext first", "floor")}
${row("functions host, caches on (as built)", "host")}
${row("functions host, session and list caches off", "hostUncached")}
`);
  } finally {
    for (const child of children) child.kill();
    await uncached.stop();
    await stack.stop();
  }
}
