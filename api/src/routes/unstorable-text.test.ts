import { type AnyEndpoint, apiErrorSchema, endpoints, unstorableTextMessage } from "@church/contracts";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../app.ts";
import { notUtf8Message } from "../lib/json-body.ts";
import { shapedInput, stringPaths, unstorable, withBadText } from "../test/arbitrary-input.ts";
import { rowCounts } from "../test/row-counts.ts";
import { getTestApp, signIn, testDriver, truncate } from "../test/test-app.ts";

/**
 * Every endpoint of the contracts, sent inputs of its own shape (mostly ones its schema accepts) with a
 * NUL or a lone surrogate put into one string of the path, the query or the body: always a 400 naming
 * the field, never a 5xx, and nothing stored (docs/decisions/006-text-the-database-can-store.md).
 * Before that rule, a valid body with a NUL reached PostgreSQL and answered 500.
 */
type Target = "params" | "query" | "body";

/** `:name` segments filled in; a value is percent-encoded byte by byte (a lone surrogate as its WTF-8 bytes). */
function pathOf(endpoint: AnyEndpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeText(params[name] ?? "x"));
}

function encodeText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    // A lone surrogate has no UTF-8 form: sent as the bytes a careless encoder would write.
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    else out += encodeURIComponent(char);
  }
  return out;
}

/**
 * Stands for bytes that are not UTF-8 in a JSON body: the text is sent with this character's bytes
 * replaced by them (a lone continuation byte, an overlong NUL, an encoded surrogate, a truncated
 * sequence, 0xFF). Before, such bytes were stored as U+FFFD.
 */
const notUtf8 = "\ue000";
const notUtf8Bytes = fc.constantFrom([0x80], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xff]);

const bodyBytes = (json: string, bad: readonly number[]): Uint8Array =>
  new Uint8Array(
    json.split(notUtf8).flatMap((text, i) => [...(i === 0 ? [] : bad), ...new TextEncoder().encode(text)]),
  );

const asText = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined || value === null ? "" : JSON.stringify(value);

/** Webhooks whose sender signs each request (Twilio): checked before the input is. */
const signedWebhooks: ReadonlySet<AnyEndpoint> = new Set([
  endpoints.textMessages.twilioStatus,
  endpoints.textMessages.twilioInbound,
]);

describe(`text the database cannot store, at every endpoint [${testDriver}]`, async () => {
  const { deps, app } = await getTestApp();
  const admin = await signIn("admin");
  const targets = apiRoutes(deps)
    .map((r) => r.endpoint)
    .filter((e) => e.params || e.query || e.body);
  const acceptedShapes = new Set<string>();
  afterAll(async () => {
    await truncate("rate_limit_buckets");
    // How many endpoints got at least one poisoned input that was otherwise valid (the 500s of the review).
    console.info(`${acceptedShapes.size} of ${targets.length} endpoints were sent otherwise valid input`);
  });

  it.each(targets.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (name, endpoint) => {
    const before = await rowCounts();
    const paramNames = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, n]) => n as string);
    const parts: Target[] = [
      ...(paramNames.length > 0 ? (["params"] as const) : []),
      ...(endpoint.query ? (["query"] as const) : []),
      ...(endpoint.body ? (["body"] as const) : []),
    ];
    const shaped = (schema: AnyEndpoint["body"]) => (schema ? shapedInput(schema) : fc.constant(undefined));
    await fc.assert(
      fc.asyncProperty(
        shaped(endpoint.params),
        shaped(endpoint.query),
        shaped(endpoint.body),
        fc.constantFrom(...parts),
        unstorable,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        fc.option(notUtf8Bytes, { nil: undefined }),
        async (paramsIn, queryIn, bodyIn, target, unstorableText, at, pick, badBytes) => {
          // Bytes that are not UTF-8 only in a JSON body (a URL or a form has its own encoding).
          const asBytes = badBytes !== undefined && target === "body" && !endpoint.multipart;
          const bad = asBytes ? notUtf8 : unstorableText;
          const params = Object.fromEntries(
            paramNames.map((n) => [n, asText((paramsIn as Record<string, unknown> | undefined)?.[n]) || "x"]),
          );
          const query = Object.fromEntries(
            Object.entries((queryIn as Record<string, unknown> | undefined) ?? {})
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, asText(v)]),
          );
          let body = bodyIn;
          if (
            (endpoint.params?.safeParse(params).success ?? true) &&
            (endpoint.query?.safeParse(query).success ?? true) &&
            (endpoint.body?.safeParse(body).success ?? true)
          )
            acceptedShapes.add(name);

          // The bad text goes into one string of the chosen part (a key of its own when it has none).
          if (target === "params") {
            const key = paramNames[pick % paramNames.length] ?? "";
            params[key] = withBadText(params[key], [], bad, at) as string;
          } else if (target === "query") {
            const keys = Object.keys(query);
            const key = keys.length > 0 ? (keys[pick % keys.length] ?? "q") : "q";
            query[key] = withBadText(query[key] ?? "", [], bad, at) as string;
          } else {
            // A form's fields are sent as text: the bad text goes into a value (the title when none is text).
            if (endpoint.multipart) body = { title: "Sermon", ...(body as object) };
            const paths = stringPaths(body).filter((p) => !endpoint.multipart || p.length === 1);
            const path = paths[pick % Math.max(paths.length, 1)];
            body = path ? withBadText(body, path, bad, at) : { ...(body as object), [`x${bad}`]: "y" };
          }
          const search = Object.entries(query)
            .map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`)
            .join("&");
          const url = `${pathOf(endpoint, params)}${search ? `?${search}` : ""}`;

          const multipartBody = endpoint.multipart && target === "body";
          const form = new FormData();
          if (multipartBody)
            for (const [k, v] of Object.entries((body as Record<string, unknown>) ?? {}))
              form.append(k, asText(v));
          const headers: Record<string, string> = { cookie: admin };
          if (endpoint.body && !multipartBody) headers["content-type"] = "application/json";
          const response = await app.request(url, {
            method: endpoint.method,
            headers,
            body: multipartBody
              ? form
              : endpoint.body
                ? asBytes
                  ? bodyBytes(JSON.stringify(body ?? {}), badBytes)
                  : JSON.stringify(body ?? {})
                : undefined,
          });
          const status = response.status;
          // A live stream that opened (its input was accepted as text) is not read to its end.
          const streaming = response.headers.get("content-type")?.includes("text/event-stream");
          if (streaming) await response.body?.cancel();
          const text = streaming ? "" : await response.text();
          expect(status, `${endpoint.method} ${url}: ${text.slice(0, 300)}`).toBeLessThan(500);
          // A signed webhook refuses a request without its signature before reading anything of it.
          if (signedWebhooks.has(endpoint)) {
            expect(status, `${endpoint.method} ${url}: ${text.slice(0, 300)}`).toBe(403);
            return;
          }
          // A lone surrogate has no form in a URL (its bytes are not UTF-8, so the value arrives undecoded,
          // and with it any NUL beside it; the link pages answer with their own HTML page), nor in a form
          // (FormData turns it into U+FFFD before sending, as browsers do).
          const reachesServer = (target === "body" && !multipartBody) || !/[\ud800-\udfff]/.test(bad);
          // An edit of a recording that does not exist is refused before its upload is read.
          if (!reachesServer || (endpoint.multipart && status === 404)) return;
          expect(status, `${endpoint.method} ${url}: ${text.slice(0, 300)}`).toBe(400);
          const fields = (apiErrorSchema.parse(JSON.parse(text)).error.fields ?? {}) as Record<
            string,
            string
          >;
          expect(Object.values(fields)).toContain(asBytes ? notUtf8Message : unstorableTextMessage);
        },
      ),
      { numRuns: 12 },
    );
    // Every JSON endpoint, whatever was drawn: a 0xFF byte in its first field.
    if (endpoint.body && !endpoint.multipart) {
      const field = Object.keys((endpoint.body as { shape?: object }).shape ?? { x: 0 })[0] ?? "x";
      const url = pathOf(
        endpoint,
        Object.fromEntries(paramNames.map((n) => [n, "00000000-0000-4000-8000-000000000000"])),
      );
      const response = await app.request(url, {
        method: endpoint.method,
        headers: { cookie: admin, "content-type": "application/json" },
        body: bodyBytes(JSON.stringify({ [field]: `a${notUtf8}b` }), [0xff]),
      });
      expect(response.status, `${endpoint.method} ${url}`).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({ [field]: notUtf8Message });
    }
    // An audited read (the people CSV export) records who read, whatever its filter held: its audit
    // row is not the bad text stored.
    const written = (counts: Record<string, number>) =>
      endpoint.method === "GET" ? { ...counts, audit_log: 0 } : counts;
    expect(written(await rowCounts())).toEqual(written(before));
  });
});
