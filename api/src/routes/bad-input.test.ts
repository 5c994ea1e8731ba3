import { type AnyEndpoint, buildPath } from "@church/contracts";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiRoutes } from "../app.ts";
import { rowCounts } from "../test/row-counts.ts";
import { call, getTestApp, signIn, testDriver, truncate } from "../test/test-app.ts";

const keysOf = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/** Values of the wrong kind, sizes and shapes that a careless or hostile client might send. */
const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "-1",
    "1e309",
    "NaN",
    "0x10",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "\u0000",
    "9".repeat(400),
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, [], {}),
);

/**
 * JSON nested far past the 32 levels a body may have, in one of the endpoint's fields or as the whole
 * body (10,000 levels in 60 KB overflowed the stack: 500 on every JSON endpoint).
 */
const deeplyNested = (fields: string[]) =>
  fc
    .tuple(
      fc.option(fc.constantFrom(...(fields.length > 0 ? fields : ["x"])), { nil: undefined }),
      fc.integer({ min: 33, max: 20_000 }),
      fc.constantFrom(["[", "]"], ['{"a":', "}"]),
    )
    .map(([field, levels, [open, close]]) => {
      const deep = `${open.repeat(levels)}1${close.repeat(levels)}`;
      return { raw: field === undefined ? deep : `{${JSON.stringify(field)}:${deep}}` };
    });

/** A body: mostly the endpoint's own field names with hostile values, sometimes anything at all. */
const hostileBody = (endpoint: AnyEndpoint) => {
  const fields = keysOf(endpoint.body);
  const shaped =
    fields.length > 0
      ? fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 20 })), hostileValue, {
          maxKeys: 8,
        })
      : fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    // Not JSON at all.
    {
      weight: 1,
      arbitrary: fc.constantFrom("{not json", "[", '"unterminated', '{"a":}').map((raw) => ({ raw })),
    },
    { weight: 1, arbitrary: deeplyNested(fields) },
  );
};

const hostileQuery = (endpoint: AnyEndpoint) => {
  const fields = keysOf(endpoint.query);
  return fc.dictionary(
    fields.length > 0
      ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 }))
      : fc.string({ maxLength: 10 }),
    fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("-5", "abc", "1.5", "99999999999", "true", "")),
    { maxKeys: 4 },
  );
};

const hostileParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== "" && s !== "." && s !== ".."),
  fc.constantFrom(
    "0",
    "-1",
    "null",
    "undefined",
    "00000000-0000-0000-0000-000000000000x",
    "%00",
    "1;drop table users",
  ),
  fc.uuid().map((id) => `${id}1`),
);

const invalid = (schema: z.ZodType | undefined, value: unknown) =>
  !!schema && !schema.safeParse(value).success;

describe(`bad input never causes a 5xx or a write [${testDriver}]`, async () => {
  const { deps } = await getTestApp();
  const admin = await signIn("admin");
  // Endpoints with nothing to send cannot get bad input (and logout or refresh would end the admin's session).
  const targets = apiRoutes(deps)
    .map((r) => r.endpoint)
    .filter((e) => e.params || e.query || e.body);
  afterAll(() => truncate("rate_limit_buckets"));

  it.each(targets.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (_, endpoint) => {
    const before = await rowCounts();
    const paramNames = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name as string);
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...paramNames.map(() => hostileParam)),
        hostileQuery(endpoint),
        hostileBody(endpoint),
        fc.boolean(),
        async (paramValues, query, body, signedIn) => {
          const params = Object.fromEntries(paramNames.map((name, i) => [name, paramValues[i] ?? ""]));
          const rawBody = body && typeof body === "object" && "raw" in body ? String(body.raw) : undefined;
          // Only inputs the contract refuses: at least one declared part must be bad.
          fc.pre(
            invalid(endpoint.params, params) ||
              (endpoint.query !== undefined && invalid(endpoint.query, query)) ||
              (endpoint.body !== undefined && (rawBody !== undefined || invalid(endpoint.body, body))),
          );
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const path = `${buildPath(endpoint.path, params)}${search ? `?${search}` : ""}`;
          const result = await call(endpoint.method, path, {
            cookie: signedIn || endpoint.access !== "public" ? admin : undefined,
            body: endpoint.body ? (rawBody ?? body) : undefined,
          });
          // `call` already fails on a 5xx and on an error body outside the one error shape.
          expect(result.status).toBeGreaterThanOrEqual(400);
          expect(result.status).toBeLessThan(500);
        },
      ),
      { numRuns: 20, maxSkipsPerRun: 1000 },
    );
    // Every JSON endpoint, whatever was drawn: 10,000 levels in its first field and as the whole body.
    if (endpoint.body && !endpoint.multipart) {
      const field = JSON.stringify(keysOf(endpoint.body)[0] ?? "x");
      const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
      const path = buildPath(
        endpoint.path,
        Object.fromEntries(paramNames.map((name) => [name, "00000000-0000-4000-8000-000000000000"])),
      );
      for (const body of [`{${field}:${deep}}`, deep]) {
        const result = await call(endpoint.method, path, { cookie: admin, body });
        expect(result.status).toBe(400);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});
