import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { httpFunction, type HttpFunctionDefinition } from "../lib/http";
import { openApiDocument, type OpenApiDocument } from "../lib/openapi";

/**
 * The HTTP functions this process serves. The list of every function (index.ts) holds this one too, so it hands
 * them in as it is made, rather than this file importing the list back.
 */
let served: readonly HttpFunctionDefinition[] | undefined;
let document: OpenApiDocument | undefined;

/** Hands in the HTTP functions the document describes: index.ts, once, with the list it serves. */
export function describeServedFunctions(functions: readonly HttpFunctionDefinition[]) {
  served = functions;
  document = undefined;
}

/**
 * GET /api/openapi.json: the API described for integrators (OpenAPI 3.1), made from the function definitions
 * this process serves, once. Public: it names routes, permissions and shapes, never a setting or a secret.
 */
export const openApiGet = httpFunction({
  name: "openapi-get",
  route: apiRoutes.openApi,
  methods: ["GET"],
  access: "public",
  response: { 200: z.record(z.string(), z.unknown()) },
  handler: async () => {
    if (!served)
      throw new Error("openapi-get: no functions were handed in (functions/index.ts hands them in)");
    document ??= openApiDocument(served);
    return { body: document, headers: { "cache-control": "public, max-age=300" } };
  },
});
