import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { BENCH_PORTS, ROOT, startStack } from "../scripts/stack/stack";
import { startApiHost } from "../tests/support/api-host";
import { clientFor } from "../tests/support/sign-in";
import { latency, loadTest, writeResults } from "./stats";

/**
 * The API's own cost per request (issue 17): `GET /api/meta/roles` — an authenticated reference list — on the
 * local functions host, against a bare Node HTTP server answering the same bytes with the same headers, in the
 * same run, with the same client (20 concurrent connections, keep-alive). The host twice: as built (the caller's
 * user and the lists kept in memory for their bounds) and with both caches off, as before. Target: ≥ 50 % of bare
 * Node's throughput.
 */
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 150;

async function measure(url: string, token: string) {
  await loadTest(url, token, { clients: CLIENTS, requestsPerClient: 10 }, () => null); // warm
  const started = performance.now();
  const samples = await loadTest(
    url,
    token,
    { clients: CLIENTS, requestsPerClient: REQUESTS_PER_CLIENT },
    ({ ms }) => ({
      ms,
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...latency(samples), perSecond: Math.round(samples.length / seconds) };
}

export async function runApiOverheadBench(): Promise<void> {
  const dataDir = join(ROOT, ".data/bench");
  rmSync(dataDir, { recursive: true, force: true });
  const stack = await startStack({ ports: BENCH_PORTS, dataDir });
  const uncached = await startApiHost(
    { SESSION_CACHE_SECONDS: "0", REFERENCE_CACHE_SECONDS: "0" },
    stack.apiEnv,
  );
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
    const bare = createServer((_request, response) => {
      response.writeHead(200, { ...headers, "content-length": bytes.length });
      response.end(bytes);
    });
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/api/meta/roles`;

    const results = {
      bare: await measure(bareUrl, accessToken),
      host: await measure(`${stack.apiUrl}/meta/roles`, accessToken),
      hostUncached: await measure(`${uncached.apiUrl}/meta/roles`, accessToken),
      bareAgain: await measure(bareUrl, accessToken),
    };
    bare.close();
    const bareRate = (results.bare.perSecond + results.bareAgain.perSecond) / 2;
    const share = (rate: number) => Math.round((rate / bareRate) * 100);
    writeResults("api-overhead", {
      date: new Date().toISOString(),
      clients: CLIENTS,
      bytes: bytes.length,
      results,
    });
    console.log(`
GET /api/meta/roles (${bytes.length} bytes), ${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT}, one run

| server | requests/s | share of bare Node | p50 | p95 |
|---|---|---|---|---|
| bare Node HTTP server, same bytes and headers (before / after the hosts) | ${results.bare.perSecond} / ${results.bareAgain.perSecond} | 100 % | ${results.bare.p50Ms} ms | ${results.bare.p95Ms} ms |
| functions host, caches on (as built) | ${results.host.perSecond} | ${share(results.host.perSecond)} % (target ≥ 50 %) | ${results.host.p50Ms} ms | ${results.host.p95Ms} ms |
| functions host, caches off (as before) | ${results.hostUncached.perSecond} | ${share(results.hostUncached.perSecond)} % | ${results.hostUncached.p50Ms} ms | ${results.hostUncached.p95Ms} ms |
`);
  } finally {
    await uncached.stop();
    await stack.stop();
  }
}
