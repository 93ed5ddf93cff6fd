import { request as httpRequest } from "node:http";
import { functions } from "@aql-portal/api/app";
import { ApiErrorSchema, InspectionPageSchema, UserPageSchema } from "@aql-portal/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { admittedToken, signInCallers } from "../support/callers";
import { api } from "../support/sign-in";
import { stackInfo } from "../support/stack-info";
import { signInAll, token, type Who } from "../support/demo";

/**
 * The API's edge (docs/security.md): what it does with requests no honest client sends — ids with separators,
 * doctored continuation tokens, bodies that are not JSON or far too large — and the headers on every answer.
 */
beforeAll(async () => {
  await signInAll();
  await signInCallers();
});

/** The demo season so far: its lots are reported. */
const season = {
  pageSize: "1",
  reported: "true",
  from: new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10),
  to: new Date().toISOString().slice(0, 10),
};

const newEmail = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@edge.example`;

describe("ids are checked before they reach the database", () => {
  // Encoded, so that they reach the function as the route parameter's value (the database client throws on
  // each of these; a / may instead end the route, which is a 404).
  const BAD_IDS = ["a%2Fb", "a%5Cb", "a%23b", "a%3Fb", "a%00b", "a%20", "%2F..%2F..%2Fetc"];
  const routed = functions.flatMap((definition) =>
    definition.trigger === "http" && definition.route.includes("{")
      ? definition.methods.map((method) => ({ ...definition, method }))
      : [],
  );

  it("no route with an id answers 5xx to an id no object has", async () => {
    expect(routed.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const { name, route, method, access } of routed) {
      const caller = admittedToken(access);
      for (const id of BAD_IDS) {
        const path = route.replace(/\{(\w+)(?::[^}]*)?\??\}/g, id);
        const response = await api(path, {
          method,
          ...(caller ? { token: caller } : {}),
          headers: { "if-match": '"x"' },
          ...(method === "GET" || method === "DELETE" ? {} : { body: {} }),
        });
        if (response.status >= 500) answers.push(`${name} ${method} ${path}: ${response.status}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it.each([
    ["GET", "users/a%5Cb", "admin"],
    ["PUT", "users/a%23b", "admin"],
    ["DELETE", "users/a%5Cb", "admin"],
    ["DELETE", "products/a%23b", "planner"],
    ["DELETE", "products/groups/a%5Cb", "planner"],
    ["GET", "size-charts/info/a%23b", "reviewer"],
  ] as const)("%s %s says the id is not one (400 naming it)", async (method, path, who: Who) => {
    const response = await api(path, {
      method,
      token: token(who),
      headers: { "if-match": '"x"' },
      ...(method === "PUT" ? { body: { action: "block" } } : {}),
    });
    expect(response.status).toBe(400);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body.errors?.[0]?.field).toMatch(/^params\./);
    expect(body.message).toMatch(/no id has/);
  });
});

describe("continuation tokens", () => {
  async function firstPage(who: Who, path = "users?pageSize=1") {
    const response = await api(path, { token: token(who) });
    expect(response.status).toBe(200);
    const page = UserPageSchema.parse(await response.json());
    expect(page.continuationToken).toBeTruthy();
    return page.continuationToken ?? "";
  }
  const next = (who: Who, continuationToken: string, path = "users?pageSize=1") =>
    api(`${path}&${new URLSearchParams({ continuationToken })}`, { token: token(who) });

  it("the token a list gave continues it", async () => {
    const continuationToken = await firstPage("admin");
    expect((await next("admin", continuationToken)).status).toBe(200);
  });

  it.each([
    ["a character changed", (t: string) => t.slice(0, 5) + (t[5] === "A" ? "B" : "A") + t.slice(6)],
    ["its seal removed", (t: string) => t.slice(0, t.lastIndexOf("."))],
    [
      "the inner token replaced",
      (t: string) =>
        `${Buffer.from('{"q":"x","t":"+RID:~1#RT:2"}').toString("base64url")}${t.slice(t.lastIndexOf("."))}`,
    ],
    ["garbage", () => "garbage"],
    ["a raw database token", () => '{"compositeToken":"+RID:~abc#RT:1","range":{"min":"","max":"FF"}}'],
  ])("a token with %s is a 400 that says to start again", async (_, doctor) => {
    const response = await next("admin", doctor(await firstPage("admin")));
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/start again from the first page/);
  });

  it("one caller's token does not continue another's list", async () => {
    const adminsToken = await firstPage("admin");
    // The reviewer may list users too: the token is refused because it was not given to them.
    const response = await next("reviewer", adminsToken);
    expect(response.status).toBe(400);
  });

  it("a list's token does not continue another list", async () => {
    const usersToken = await firstPage("reviewer", "users?pageSize=1");
    const inspections = (continuationToken?: string) =>
      api(
        `inspections?${new URLSearchParams({ ...season, ...(continuationToken ? { continuationToken } : {}) })}`,
        {
          token: token("reviewer"),
        },
      );
    expect((await inspections(usersToken)).status).toBe(400);
    // While the inspections list's own token works.
    const page = InspectionPageSchema.parse(await (await inspections()).json());
    expect((await inspections(page.continuationToken)).status).toBe(200);
  });
});

describe("JSON bodies", () => {
  const person = (email: string) =>
    JSON.stringify({ name: "Edge Case", email, role: "PLANNER", locationIds: [], platform: 2 });

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "image/jpeg",
    "application/json; charset=utf-16",
    "",
  ])("a JSON body sent as %j is refused with 415 and creates nothing", async (type) => {
    const email = newEmail("type");
    const response = await api("users", {
      method: "POST",
      token: token("admin"),
      rawBody: person(email),
      headers: type ? { "content-type": type } : {},
    });
    expect(response.status).toBe(415);
    expect(ApiErrorSchema.parse(await response.json()).message).toMatch(/Content-Type: application\/json/);
    const found = UserPageSchema.parse(
      await (await api(`users?${new URLSearchParams({ search: email })}`, { token: token("admin") })).json(),
    );
    expect(found.items).toEqual([]);
  });

  it("application/json, with or without charset=utf-8, is read", async () => {
    for (const type of ["application/json", "application/json; charset=UTF-8"]) {
      const response = await api("users", {
        method: "POST",
        token: token("admin"),
        rawBody: person(newEmail("json")),
        headers: { "content-type": type },
      });
      expect(response.status).toBe(201);
    }
  });

  it("a body declared far larger than a route takes is refused at once (413), without being sent", async () => {
    // Straight to the functions host: 50 GB declared, nothing sent; the answer must not wait for the body.
    const url = new URL(`${stackInfo().apiUrl}/users`);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token("admin")}`,
          "content-type": "application/json",
          "content-length": String(50 * 1024 ** 3),
        },
      });
      request.on("response", (response) => resolve(response.statusCode));
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it("a body over a route's limit, sent whole through the site's origin, is answered 413 in the one error shape", async () => {
    // 2 MB of JSON to a route that takes 1 MB, as a browser sends it: the sender reads the refusal.
    const big = JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) });
    const response = await api("users", {
      method: "POST",
      token: token("admin"),
      rawBody: big,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body.message).toMatch(/1 MB|too large|larger/i);
  });
});

describe("headers on every answer", () => {
  const SECURITY = {
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
  };
  const expectSecure = (response: Response) => {
    for (const [name, value] of Object.entries(SECURITY))
      expect(response.headers.get(name), name).toBe(value);
  };

  it("JSON, errors and downloads say nosniff, no-store and no framing", async () => {
    expectSecure(await api("users?pageSize=1", { token: token("admin") }));
    expectSecure(await api("users"));
    expectSecure(await api("users/nobody-at-all", { token: token("admin") }));
    expectSecure(await api("users", { method: "POST", token: token("admin"), body: {} }));
    // A path no route takes, answered by the host in front of the functions, as the API answers.
    const unknown = await api("no/such/route");
    expect(unknown.status).toBe(404);
    expectSecure(unknown);
    const template = await api("inspections/import/template", { token: token("planner") });
    expect(template.status).toBe(200);
    expectSecure(template);
    const reported = InspectionPageSchema.parse(
      await (await api(`inspections?${new URLSearchParams(season)}`, { token: token("manager") })).json(),
    ).items[0];
    expect(reported, "the demo data has reported lots").toBeDefined();
    const pdf = await api(`inspections/${reported?.id}/pdf`, { token: token("manager") });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expectSecure(pdf);
  });
});
