import { ApiErrorSchema } from "@aql-portal/shared";
import { z } from "zod";
import type { HttpFunctionDefinition, ResponseBody } from "./http";

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as zod writes one. */
type JsonSchema = Record<string, unknown>;

/** The OpenAPI 3.1 document of the API's HTTP functions (what GET /api/openapi.json serves). */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/** The largest JSON body a route reads (lib/http.ts): a route without a body schema that reads more takes a file. */
const JSON_BODY_BYTES = 1024 * 1024;

const ERROR = { $ref: "#/components/schemas/ApiError" };

/**
 * The document, made from the very definitions both hosts serve: each route and method, its permission, the
 * zod schemas its parameters, query and body are checked with, and its declared answers (`response`), with the
 * one error body every failure has. A definition the document cannot describe fully (no successful answer, a
 * route parameter without a schema) stops it, naming the function: `openapi.test.ts` runs in CI.
 */
export function openApiDocument(definitions: readonly HttpFunctionDefinition[]): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    ApiError: jsonSchema(ApiErrorSchema, "output", "ApiError", {}),
  };
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const definition of definitions) {
    const path = `/${definition.route}`;
    const tag = definition.route.split("/")[0] ?? definition.route;
    tags.add(tag);
    for (const method of definition.methods) {
      const operationId =
        definition.methods.length > 1 ? `${definition.name}-${method.toLowerCase()}` : definition.name;
      paths[path] ??= {};
      paths[path][method.toLowerCase()] = operation(definition, operationId, tag, schemas);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "AQL Portal API",
      version: "1",
      description:
        "Garment QC inspections. Sign in with the identity provider, exchange its id_token at POST /auth/login " +
        "for the API's access token, and send it as a bearer token. Lists are paged with sealed continuation " +
        "tokens; writes to shared objects carry the etag read in If-Match. See docs/api.md in the repository.",
    },
    servers: [{ url: "/api", description: "The portal's own origin (Static Web Apps forwards /api)" }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "The API's own access token from POST /auth/login (HS256, at most ACCESS_TOKEN_TTL_SECONDS); " +
            "the caller's role is read from the database on every request.",
        },
      },
    },
  };
}

function operation(
  definition: HttpFunctionDefinition,
  operationId: string,
  tag: string,
  schemas: Record<string, JsonSchema>,
): Record<string, unknown> {
  const named = (part: string) => `${operationId}.${part}`;
  const { params, query, body } = definition.input;
  const templateParams = [...definition.route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? "");
  const pathSchema = params ? jsonSchema(params, "input", named("params"), schemas) : undefined;
  const pathProperties = propertiesOf(pathSchema);
  const undescribed = templateParams.filter((name) => !pathProperties[name]);
  if (undescribed.length > 0) {
    throw new Error(
      `${definition.name}: its route ${definition.route} has no schema for {${undescribed.join("}, {")}} (give the definition its params schema)`,
    );
  }
  const parameters = [
    ...templateParams.map((name) => ({ name, in: "path", required: true, schema: pathProperties[name] })),
    ...queryParameters(query ? jsonSchema(query, "input", named("query"), schemas) : undefined),
  ];
  const isPublic = definition.access === "public";
  return {
    operationId,
    tags: [tag],
    summary: `${definition.name}`,
    description: isPublic
      ? "Public: no token needed."
      : `Needs a signed-in caller whose role holds the \`${definition.access}\` permission; objects the caller may not see answer 404.`,
    security: isPublic ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBody(definition, body ? jsonSchema(body, "input", named("body"), schemas) : undefined),
    responses: {
      ...successes(definition, named, schemas),
      ...(params || query || body
        ? { "400": failure("Invalid input: `errors` names each bad field (unknown fields are errors).") }
        : {}),
      ...(isPublic
        ? {}
        : {
            "401": failure("No token, or one that is expired, altered or ended (sign-out, block, reset)."),
            "403": failure(`The caller's role lacks the \`${definition.access}\` permission.`),
          }),
      default: failure(
        "Any other failure: 404 missing (or not the caller's to see), 409 conflict, 412 stale etag, 413 body too large, " +
          "415 not JSON, 423 blocked or the environment resetting, 428 no If-Match, 500 with a correlation id to quote.",
      ),
    },
  };
}

function successes(
  definition: HttpFunctionDefinition,
  named: (part: string) => string,
  schemas: Record<string, JsonSchema>,
): Record<string, unknown> {
  const answers = Object.entries<ResponseBody | undefined>(definition.response);
  if (answers.length === 0) {
    throw new Error(`${definition.name}: declares no successful answer (give the definition its response)`);
  }
  return Object.fromEntries(
    answers.map(([status, answer]) => [
      status,
      answer === null || answer === undefined
        ? { description: "Done; no body." }
        : "file" in answer
          ? {
              description: `A ${answer.file} file.`,
              content: { [answer.file]: { schema: { type: "string", contentMediaType: answer.file } } },
            }
          : {
              description: "OK",
              content: {
                "application/json": { schema: jsonSchema(answer, "output", named(status), schemas) },
              },
            },
    ]),
  );
}

function requestBody(
  definition: HttpFunctionDefinition,
  body: JsonSchema | undefined,
): Record<string, unknown> {
  if (body) return { requestBody: { required: true, content: { "application/json": { schema: body } } } };
  // The uploads (lib/read-upload.ts) read more than a JSON body may hold: a multipart form with a field `file`.
  if (definition.maxBodyBytes <= JSON_BODY_BYTES) return {};
  return {
    requestBody: {
      required: true,
      description: `A multipart form with the file in the field \`file\`, at most ${definition.maxBodyBytes} bytes in all.`,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: { file: { type: "string", contentMediaType: "application/octet-stream" } },
            additionalProperties: { type: "string" },
          },
        },
      },
    },
  };
}

/** A query schema's fields as query parameters; one of open-ended keys (a record) as a single exploded object. */
function queryParameters(query: JsonSchema | undefined): Record<string, unknown>[] {
  if (!query) return [];
  const properties = propertiesOf(query);
  const required = Array.isArray(query.required) ? (query.required as string[]) : [];
  if (Object.keys(properties).length === 0) {
    return query.additionalProperties === false || query.additionalProperties === undefined
      ? []
      : [{ name: "filter", in: "query", style: "form", explode: true, schema: query }];
  }
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.includes(name),
    schema,
    ...(name === "continuationToken"
      ? {
          description:
            "The continuationToken of the previous page, as it was given (sealed for this caller and list).",
        }
      : {}),
  }));
}

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  return (schema?.properties ?? {}) as Record<string, JsonSchema>;
}

function failure(description: string): Record<string, unknown> {
  return { description, content: { "application/json": { schema: ERROR } } };
}

/**
 * A zod schema as JSON Schema: requests as they are sent (`input`: before defaults and coercion), answers as they
 * are sent back (`output`). Definitions zod hoists (recursive shapes) become components named after the part.
 */
function jsonSchema(
  schema: z.ZodType,
  io: "input" | "output",
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  const local = ($defs ?? {}) as Record<string, JsonSchema>;
  const rename = (json: JsonSchema): JsonSchema =>
    JSON.parse(
      JSON.stringify(json).replace(/"#\/\$defs\/([^"]+)"/g, (_match, def: string) =>
        JSON.stringify(`#/components/schemas/${name}.${def}`),
      ),
    ) as JsonSchema;
  for (const [def, value] of Object.entries(local)) components[`${name}.${def}`] = rename(value);
  return rename(rest);
}
