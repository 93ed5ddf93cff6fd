import { unmatchedRequest } from "@aql-portal/api/app";
import type { HttpFunctionDefinition, TimerFunctionDefinition } from "@aql-portal/api/app";
import azureFunctions, { type HttpResponseInit } from "@azure/functions";
import { Readable } from "node:stream";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { startFunctionsHost, type RunningFunctionsHost } from "./functions-host";

const echo: HttpFunctionDefinition = {
  trigger: "http",
  name: "things-update",
  route: "things/{thingId}",
  methods: ["PUT"],
  access: "public",
  maxBodyBytes: 1024,
  input: {},
  response: { 200: z.unknown() },
  handler: async (request) => ({
    status: 200,
    jsonBody: {
      thingId: request.params.thingId,
      filter: request.query.get("filter"),
      auth: request.headers.get("authorization"),
      length: request.headers.get("content-length"),
      body: await request.text().then((text) => (text ? (JSON.parse(text) as unknown) : null)),
    },
    headers: { "x-custom": "yes" },
  }),
};
const list: HttpFunctionDefinition = {
  trigger: "http",
  name: "things-list",
  route: "things",
  methods: ["GET"],
  access: "public",
  maxBodyBytes: 0,
  input: {},
  response: { 200: { file: "text/plain" } },
  handler: () => Promise.resolve({ status: 200, body: "plain text" }),
};

/** Answers of every kind a handler gives, to compare with the library's own conversion of them. */
const answers: Record<string, () => HttpResponseInit> = {
  json: () => ({ jsonBody: { a: "é", n: [1, 2] }, headers: { "X-Mixed-Case": "kept" } }),
  "json-typed": () => ({
    status: 201,
    jsonBody: [1],
    headers: { "content-type": "application/problem+json" },
  }),
  "json-null": () => ({ status: 200, jsonBody: null }),
  "not-modified": () => ({ status: 304, headers: { etag: '"x"' } }),
  "no-content": () => ({ status: 204 }),
  text: () => ({ body: "plain é" }),
  bytes: () => ({ body: new Uint8Array([0, 1, 2, 255]), headers: { "content-type": "application/pdf" } }),
  stream: () => ({ body: Readable.from([Buffer.from("streamed "), Buffer.from("in parts")]) as never }),
};
const answer: HttpFunctionDefinition = {
  trigger: "http",
  name: "answers-get",
  route: "answers/{kind}",
  methods: ["GET"],
  access: "public",
  maxBodyBytes: 0,
  input: {},
  response: { 200: z.unknown() },
  handler: (request) => Promise.resolve(answers[request.params.kind!]!()),
};

/** Every second: what it was handed each time, and how many runs overlapped (none may). */
const ticks: { last: string; next: string; isPastDue: boolean; functionName: string }[] = [];
let running = 0;
let overlapped = 0;
const tick: TimerFunctionDefinition = {
  trigger: "timer",
  name: "things-tick",
  schedule: "* * * * * *",
  handler: async (timer, context) => {
    running++;
    if (running > 1) overlapped++;
    ticks.push({ ...timer.scheduleStatus, isPastDue: timer.isPastDue, functionName: context.functionName });
    // Slower than the schedule: the next second's run must wait rather than overlap.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    running--;
  },
};

async function readJsonBody(response: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
}

let host: RunningFunctionsHost;
beforeAll(async () => {
  host = await startFunctionsHost({
    port: 0,
    functions: [echo, list, answer, tick],
    unmatched: unmatchedRequest,
    log: () => undefined,
  });
});
afterAll(() => host.close());

describe("the local functions host", () => {
  it("routes by template and method, passing params, query, headers and body through", async () => {
    const response = await fetch(`${host.url}/api/things/a%20b?filter=red`, {
      method: "PUT",
      headers: { authorization: "Bearer x", "content-type": "application/json" },
      body: JSON.stringify({ n: 1 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-custom")).toBe("yes");
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      thingId: "a b",
      filter: "red",
      auth: "Bearer x",
      length: "7",
      body: { n: 1 },
    });
  });

  it("serves non-JSON bodies as given", async () => {
    const response = await fetch(`${host.url}/api/things`);
    expect(await response.text()).toBe("plain text");
  });

  it("answers each kind of reply with the status, media type and bytes the Functions library gives it", async () => {
    for (const [kind, init] of Object.entries(answers)) {
      const expected = new azureFunctions.HttpResponse(init());
      const response = await fetch(`${host.url}/api/answers/${kind}`);
      expect(response.status, kind).toBe(expected.status);
      expect(response.headers.get("content-type"), kind).toBe(expected.headers.get("content-type"));
      expect(response.headers.get("x-mixed-case"), kind).toBe(expected.headers.get("x-mixed-case"));
      expect(response.headers.get("etag"), kind).toBe(expected.headers.get("etag"));
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes, kind).toEqual(Buffer.from(await expected.arrayBuffer()));
    }
  });

  // Over the limit, the function is handed no body and the length refused, so that its own 413 answers.
  const refused = { length: String(1024 + 1), body: null };

  it("refuses a body declared far larger than anything it reads without waiting for it", async () => {
    // 50 GB declared and nothing sent: the answer comes at once, not after a body that never ends.
    const seen = await new Promise<unknown>((resolve, reject) => {
      const request = httpRequest(`${host.url}/api/things/1`, {
        method: "PUT",
        headers: { "content-type": "application/json", "content-length": String(50 * 1024 ** 3) },
      });
      request.on("response", (response) => resolve(readJsonBody(response)));
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(seen).toMatchObject(refused);
  });

  it("reads a body over the route's limit to its end and drops it, so the sender reads the answer", async () => {
    const sent = { bytes: 0 };
    const seen = await new Promise<unknown>((resolve, reject) => {
      const request = httpRequest(`${host.url}/api/things/1`, {
        method: "PUT",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      });
      request.on("response", (response) => resolve(readJsonBody(response)));
      request.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, 32);
      const pump = () => {
        // Far more than the limit (3 MB), then the end of the body: no answer comes before it.
        if (sent.bytes >= 3 * 1024 * 1024) return void request.end();
        sent.bytes += chunk.byteLength;
        request.write(chunk, () => setImmediate(pump));
      };
      pump();
    });
    // The function was handed the refused length (and answers its 413) once all of it had come.
    expect(seen).toMatchObject(refused);
    expect(sent.bytes).toBe(3 * 1024 * 1024);
  });

  it("answers 405 naming the allowed methods when the route exists for other methods", async () => {
    const response = await fetch(`${host.url}/api/things/1`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("PUT");
  });

  it("answers 404 in the API's error shape for unknown routes, with the headers of every answer", async () => {
    const response = await fetch(`${host.url}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-correlation-id")).toBeTruthy();
    expect(await response.json()).toMatchObject({
      status: 404,
      message: "No API route matches /api/nothing/here.",
    });
  });

  it("runs timer functions on their NCRONTAB schedule, one run at a time, and not as HTTP routes", async () => {
    // Two runs, however long a busy machine takes to make them.
    await vi.waitFor(() => expect(ticks.length).toBeGreaterThanOrEqual(2), {
      timeout: 15_000,
      interval: 100,
    });
    expect(overlapped).toBe(0);
    expect(ticks[0]).toMatchObject({ functionName: "things-tick", isPastDue: false });
    expect(Date.parse(ticks[1]?.next ?? "")).toBeGreaterThan(Date.parse(ticks[1]?.last ?? ""));
    expect((await fetch(`${host.url}/api/things-tick`)).status).toBe(404);
  });
});
