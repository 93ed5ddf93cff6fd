import { describe, expect, it } from "vitest";
import type { HttpFunctionDefinition } from "../lib/http";
import { runPublic } from "../testing/handler-context";
import { demoTenantForEachTest } from "../testing/memory-services";
import { functions } from "./index";
import { openApiGet } from "./openapi-get";

/** GET /api/openapi.json: the API described for integrators, from the functions this process serves. */
describe("openapi-get", () => {
  const services = demoTenantForEachTest();

  const read = () =>
    runPublic(services, openApiGet, { query: undefined, body: undefined, params: undefined });
  const served = functions.filter((fn): fn is HttpFunctionDefinition => fn.trigger === "http");

  it("describes every route and method served, the old system's paths and this one included", async () => {
    const { body } = await read();
    const { paths } = body as { paths: Record<string, Record<string, { operationId: string }>> };
    const described = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [path, method, operation.operationId]),
    );
    const expected = served.flatMap((fn) =>
      fn.methods.map((method) => [
        `/${fn.route}`,
        method.toLowerCase(),
        fn.methods.length > 1 ? `${fn.name}-${method.toLowerCase()}` : fn.name,
      ]),
    );
    expect(described.sort()).toEqual(expected.sort());
    expect(described).toContainEqual(["/openapi.json", "get", "openapi-get"]);
    expect(described).toContainEqual(["/v2/po", "put", "legacy-v2-po-update"]);
  });

  it("makes the document once, and lets clients keep it five minutes", async () => {
    const first = await read();
    const second = await read();
    expect(second.body).toBe(first.body);
    expect(second.headers).toEqual({ "cache-control": "public, max-age=300" });
  });
});
