import type { HttpFunctionDefinition, TimerFunctionDefinition } from "@aql-portal/api/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFunctionsHost, type RunningFunctionsHost } from "./functions-host";

const echo: HttpFunctionDefinition = {
  trigger: "http",
  name: "things-update",
  route: "things/{thingId}",
  methods: ["PUT"],
  access: "public",
  handler: async (request) => ({
    status: 200,
    jsonBody: {
      thingId: request.params.thingId,
      filter: request.query.get("filter"),
      auth: request.headers.get("authorization"),
      body: await request.json(),
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
  handler: () => Promise.resolve({ status: 200, body: "plain text" }),
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

let host: RunningFunctionsHost;
beforeAll(async () => {
  host = await startFunctionsHost({ port: 0, functions: [echo, list, tick], log: () => undefined });
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
      body: { n: 1 },
    });
  });

  it("serves non-JSON bodies as given", async () => {
    const response = await fetch(`${host.url}/api/things`);
    expect(await response.text()).toBe("plain text");
  });

  it("answers 405 naming the allowed methods when the route exists for other methods", async () => {
    const response = await fetch(`${host.url}/api/things/1`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("PUT");
  });

  it("answers 404 in the API's error shape for unknown routes", async () => {
    const response = await fetch(`${host.url}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 404,
      message: "No API route matches /api/nothing/here.",
    });
  });

  it("runs timer functions on their NCRONTAB schedule, one run at a time, and not as HTTP routes", async () => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(0);
    expect(ticks[0]).toMatchObject({ functionName: "things-tick", isPastDue: false });
    expect(Date.parse(ticks[1]?.next ?? "")).toBeGreaterThan(Date.parse(ticks[1]?.last ?? ""));
    expect((await fetch(`${host.url}/api/things-tick`)).status).toBe(404);
  });
});
