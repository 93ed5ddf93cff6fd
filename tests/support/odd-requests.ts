import fc from "fast-check";
import { z } from "zod";

/**
 * Requests no honest client sends, generated from a route's own zod schemas (the fuzz suite,
 * tests/api/fuzz.test.ts): values shaped like the schema's JSON Schema (`z.toJSONSchema`, input side), then bent
 * — a field dropped, retyped, stretched, or given text that a spreadsheet, a database or a parser might take for
 * something else.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** Text that has broken parsers, databases, spreadsheets and id handling elsewhere. */
export const ODD_TEXT = [
  "",
  " ",
  "a/b",
  "a\\b",
  "a#b",
  "a?b",
  "../../etc/passwd",
  "\u0000",
  "\u202e",
  "💥".repeat(300),
  "=1+1",
  "+cmd",
  "-2+3",
  "@SUM(A1)",
  "\tx",
  "\rx",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "SELECT * FROM c",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "9".repeat(400),
  "x".repeat(5000),
  "2026-02-31",
  "31/02/2026",
];

const oddText = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/** An odd JSON value of any type. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e300, [], {}, [[]], { "": "" }),
  fc.jsonValue({ maxDepth: 3 }),
);

function fromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((c) => fromSchema(c, depth)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return schema.format === "email"
        ? fc.emailAddress()
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 3 || !schema.items
        ? fc.constant([])
        : fc.array(fromSchema(schema.items, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case "object": {
      const entries = Object.entries(schema.properties ?? {});
      if (depth > 3 || entries.length === 0) return fc.constant({});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(entries.map(([key, value]) => [key, fromSchema(value, depth + 1)])),
        { requiredKeys: entries.map(([key]) => key).filter((key) => required.has(key)) },
      );
    }
    default:
      return oddValue;
  }
}

/** Values shaped like what the schema accepts (often accepted, not always: refinements are not modelled). */
export function likely(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return fromSchema(json, 0);
}

/** One change that may make a value wrong: a key dropped, added or retyped, at any depth. */
function bend(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) {
    const items = value as unknown[];
    if (items.length === 0) return fc.oneof(oddValue, fc.constant([null]));
    return fc
      .nat(items.length - 1)
      .chain((i) => bend(items[i]).map((bent): unknown[] => items.map((item, j) => (j === i ? bent : item))));
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const extra = fc.tuple(oddText, oddValue).map(([key, odd]) => ({ ...record, [key || "_"]: odd }));
    if (keys.length === 0) return fc.oneof(extra, oddValue);
    return fc.oneof(
      extra,
      fc
        .constantFrom(...keys)
        .map((key) => Object.fromEntries(keys.filter((k) => k !== key).map((k) => [k, record[k]]))),
      fc
        .constantFrom(...keys)
        .chain((key) => fc.oneof(bend(record[key]), oddValue).map((bent) => ({ ...record, [key]: bent }))),
    );
  }
  return oddValue;
}

/** Bodies the schema refuses: odd values, and likely ones bent once or twice. */
export function refusedBy(schema: z.ZodType): fc.Arbitrary<unknown> {
  const bent = likely(schema).chain((value) =>
    bend(value).chain((once) => fc.oneof(fc.constant(once), bend(once))),
  );
  return fc
    .oneof({ weight: 1, arbitrary: oddValue }, { weight: 4, arbitrary: bent })
    .filter((body) => !schema.safeParse(body).success);
}
