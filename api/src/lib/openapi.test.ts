import { Validator } from "@seriousme/openapi-schema-validator";
import { UserSchema } from "@aql-portal/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { functions } from "../functions";
import { httpFunction, type HttpFunctionDefinition } from "./http";
import { openApiDocument } from "./openapi";

const http = functions.filter((fn): fn is HttpFunctionDefinition => fn.trigger === "http");
const document = openApiDocument(http);

type Operation = {
  security: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
const operationOf = (fn: HttpFunctionDefinition, method: string) =>
  document.paths[`/${fn.route}`]?.[method.toLowerCase()] as Operation | undefined;

describe("the OpenAPI document (GET /api/openapi.json)", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(
      document as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every route and method the hosts serve, legacy aliases included", () => {
    const missing = http.flatMap((fn) =>
      fn.methods.filter((method) => !operationOf(fn, method)).map((method) => `${method} /api/${fn.route}`),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths)).toContain("/v2/po/{poNumber}");
  });

  it("gives each operation its path parameters, a successful answer, the error shape and its security", () => {
    for (const fn of http) {
      for (const method of fn.methods) {
        const operation = operationOf(fn, method)!;
        const routeParams = [...fn.route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
        const described = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        expect(described, `${fn.name}`).toEqual(routeParams);
        expect(
          Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)),
          fn.name,
        ).toBe(true);
        expect(operation.responses.default?.content).toEqual({
          "application/json": { schema: { $ref: "#/components/schemas/ApiError" } },
        });
        expect(operation.security, fn.name).toEqual(fn.access === "public" ? [] : [{ bearer: [] }]);
      }
    }
  });

  it("describes a body, a query and an answer from the schemas the API validates with", () => {
    const update = document.paths["/users/{userId}"]?.put as {
      requestBody: { content: Record<string, { schema: { oneOf: unknown[] } }> };
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    expect(update.requestBody.content["application/json"]?.schema.oneOf.length).toBeGreaterThan(3);
    expect(
      Object.keys(update.responses["200"]?.content["application/json"]?.schema.properties ?? {}),
    ).toEqual(Object.keys(UserSchema.shape));
    const list = operationOf(
      http.find((fn) => fn.name === "users-list")!,
      "GET",
    )!;
    expect(list.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(["pageSize", "continuationToken", "sortKey"]),
    );
    const pdf = document.paths["/inspections/{inspectionId}/pdf"]?.get as Operation;
    expect(Object.keys(pdf.responses["200"]?.content ?? {})).toEqual(["application/pdf"]);
    const upload = document.paths["/inspections/import"]?.post as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
  });

  it("refuses a function it cannot describe, naming it", () => {
    const base = {
      name: "things-get",
      methods: ["GET" as const],
      access: "public" as const,
      handler: async () => ({}),
    };
    expect(() => openApiDocument([httpFunction({ ...base, route: "things", response: {} })])).toThrow(
      "things-get: declares no successful answer (give the definition its response)",
    );
    expect(() =>
      openApiDocument([
        httpFunction({ ...base, route: "things/{thingId}", response: { 200: z.object({}) } }),
      ]),
    ).toThrow("things-get: its route things/{thingId} has no schema for {thingId}");
  });
});
