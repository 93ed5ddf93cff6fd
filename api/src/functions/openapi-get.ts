import { apiRoutes } from "@aql-portal/shared";
import { z } from "zod";
import { httpFunction, type HttpFunctionDefinition } from "../lib/http";
import { openApiDocument, type OpenApiDocument } from "../lib/openapi";
import { functions } from "./index";

let document: OpenApiDocument | undefined;

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
    document ??= openApiDocument(
      functions.filter((fn): fn is HttpFunctionDefinition => fn.trigger === "http"),
    );
    return { body: document, headers: { "cache-control": "public, max-age=300" } };
  },
});
