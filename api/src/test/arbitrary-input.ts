import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries of inputs an endpoint's contract accepts, made from the JSON Schema zod writes
 * for it (`z.toJSONSchema`, input side). Refinements the JSON Schema cannot say (money in cents, a
 * date after another) are left to the caller, who keeps only what `schema.safeParse` accepts.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
};

const futureDate = fc
  .integer({ min: 400, max: 1500 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "date":
      return futureDate;
    case "date-time":
      return futureDate.map((day) => `${day}T15:00:00Z`);
    case "uuid":
      return fc.uuid({ version: 4 });
    case "email":
      return fc.integer({ min: 1, max: 1_000_000 }).map((n) => `visitor${n}@example.org`);
    case "uri":
      return fc.constantFrom("https://example.org/a", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    default:
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY));
    } catch {
      // a pattern fast-check cannot generate from (lookarounds): plain text, left to safeParse
    }
  }
  return fc.string({ unit: "grapheme-ascii", minLength: Math.max(min, 1), maxLength: Math.max(max, 1) });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const max = Math.min(
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000),
    1_000_000,
  );
  return fc
    .integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
    .map((n) => (integer ? n : n));
}

export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => arbitraryOf(c, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return stringOf(schema);
    case "integer":
      return numberOf(schema, true);
    case "number":
      return numberOf(schema, false);
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 4 || !schema.items
        ? fc.constant([])
        : fc.array(arbitraryOf(schema.items, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case "object": {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
    }
    default:
      return fc.constant(null);
  }
}

/** Inputs of the schema's shape (not all of them valid: filter with the schema). */
export function shapedInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}

/** The paths (`["a", 0, "b"]`) of every string in a JSON value. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** A copy of `value` with `bad` put into the string at `path`, at `at` (0..1) of its length. */
export function withBadText(value: unknown, path: (string | number)[], bad: string, at: number): unknown {
  if (path.length === 0) {
    const text = String(value);
    const cut = Math.floor(text.length * at);
    return `${text.slice(0, cut)}${bad}${text.slice(cut)}`;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? withBadText(item, rest, bad, at) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [String(head)]: withBadText(record[String(head)], rest, bad, at) };
}

/** The characters the database cannot store as sent (contracts' storable-text rule). */
export const unstorable = fc.constantFrom("\u0000", "\ud800", "\udfff", "a\u0000", "\udbff\u0000");
