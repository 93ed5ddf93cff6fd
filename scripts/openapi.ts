import { functions, type HttpFunctionDefinition } from "@aql-portal/api/app";
import { openApiDocument } from "@aql-portal/api/openapi";

/**
 * `npm run openapi > openapi.json`: the API's OpenAPI 3.1 document, as GET /api/openapi.json serves it, without
 * running anything (for an integrator's tools, or to read a version before it is deployed).
 */
const http = functions.filter((fn): fn is HttpFunctionDefinition => fn.trigger === "http");
process.stdout.write(`${JSON.stringify(openApiDocument(http), null, 2)}\n`);
