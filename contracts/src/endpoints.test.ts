import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BUFFERED_BODY_MAX_BYTES, changesPublished, DEFAULT_MAX_BODY_BYTES } from "./common/endpoint.ts";
import { roles } from "./common/roles.ts";
import { allEndpoints, endpoints } from "./endpoints.ts";
import { buildOpenApiDocument } from "./openapi.ts";

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("the endpoint list", () => {
  it("names every call of both specs' section 7 tables", () => {
    const keys = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    for (const call of [
      "POST /api/chat/public",
      "POST /api/analytics/track",
      "GET /api/events",
      "POST /api/events/:id/rsvp",
      "GET /api/ping",
      "POST /api/donations/process",
      "GET /api/audio-services",
      "POST /api/users",
      "PUT /api/users/:id",
      "PUT /api/users/:id/pause",
      "PUT /api/users/:id/activate",
      "DELETE /api/users/:id",
      "GET /api/analytics/export",
      "PUT /api/auth/change-password",
      "PUT /api/pastor/meeting-requests/:id/respond",
      "POST /api/pastor/send-notification",
      "GET /api/crm/records",
      "GET /api/crm/dashboard-stats",
      "GET /api/crm/summaries/weekly",
      "POST /api/crm/records",
      "PUT /api/crm/records/:id",
      "DELETE /api/crm/records/:id",
      "GET /api/crm/export",
      "GET /api/search",
    ]) {
      expect(keys, call).toContain(call);
    }
  });

  it("has one endpoint per method and path", () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it("gives every endpoint an access rule made of known roles", () => {
    for (const endpoint of allEndpoints) {
      const label = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.access === "public") continue;
      expect(endpoint.access.length, label).toBeGreaterThan(0);
      for (const role of endpoint.access) expect(roles, label).toContain(role);
    }
  });

  it("follows the role matrix of PRODUCT.md for the restricted areas", () => {
    expect(endpoints.users.create.access).toEqual(["admin"]);
    expect(endpoints.analytics.export.access).toEqual(["admin"]);
    expect(endpoints.donations.list.access).toEqual(["admin", "pastor"]);
    expect(endpoints.meetingRequests.list.access).toEqual(["admin", "pastor"]);
    expect(endpoints.crm.listRecords.access).toEqual(["admin", "pastor"]);
    expect(endpoints.events.create.access).toContain("content_editor");
    expect(endpoints.newsletter.listSubscribers.access).toContain("content_editor");
    expect(endpoints.rsvps.listForEvent.access).toContain("content_editor");
  });

  it("describes every answer with a response schema or the file types it produces", () => {
    for (const endpoint of allEndpoints) {
      const label = `${endpoint.method} ${endpoint.path}`;
      expect(endpoint.response !== null || (endpoint.produces?.length ?? 0) > 0, label).toBe(true);
    }
  });

  it("declares a params schema with exactly the path's :params", () => {
    for (const endpoint of allEndpoints) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
      const declared = Object.keys(endpoint.params?.shape ?? {}).sort();
      expect(declared, label).toEqual(inPath);
    }
  });

  it("answers 201 for creates and never sends a body with GET or DELETE", () => {
    for (const [group, calls] of Object.entries(endpoints)) {
      for (const [name, endpoint] of Object.entries(calls)) {
        if (name === "create") expect(endpoint.status, `${group}.${name}`).toBe(201);
        if (endpoint.method === "GET" || endpoint.method === "DELETE") {
          expect("body" in endpoint && endpoint.body !== undefined, `${group}.${name}`).toBe(false);
        }
      }
    }
  });

  it("declares the caching of every public JSON read, and only there", () => {
    for (const e of allEndpoints) {
      const key = `${e.method} ${e.path}`;
      const publicJsonRead = e.method === "GET" && e.access === "public" && e.response !== null;
      // A new public read must choose: kept and shared, or read afresh (e.g. when it depends on who asks).
      if (publicJsonRead) expect(e.cache, `${key} declares cache: "published" | "never"`).toBeDefined();
      else expect(e.cache, `${key} is not a public JSON read`).toBeUndefined();
    }
  });

  it("lets only visitors' writes declare that they change no published read", () => {
    for (const e of allEndpoints) {
      if (e.changesPublished === undefined) continue;
      const key = `${e.method} ${e.path}`;
      expect(e.method, key).not.toBe("GET");
      // Staff writes edit what is published (and are rare): they always empty the read cache.
      expect(e.access, key).toBe("public");
      expect(changesPublished(e), key).toBe(false);
    }
    const rsvp = allEndpoints.find((e) => e.method === "POST" && e.path === "/api/events/:id/rsvp");
    // An RSVP changes an event's attendee count, which the published events show.
    expect(rsvp && changesPublished(rsvp)).toBe(true);
  });
});

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

/**
 * The most bytes a JSON body of this schema can take (3 bytes a character, as UTF-8 at worst for the
 * characters a person types), or Infinity when a string or list has no maximum.
 */
function largestJson(schema: JsonSchema, defs: Record<string, JsonSchema>, depth = 0): number {
  if (depth > 20) return Number.POSITIVE_INFINITY;
  const ref = schema.$ref?.split("/").pop();
  if (ref) return largestJson(defs[ref] ?? {}, defs, depth + 1);
  if (schema.const !== undefined || schema.enum) return 64;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return Math.max(...choices.map((c) => largestJson(c, defs, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "string")
    return schema.maxLength !== undefined
      ? schema.maxLength * 3 + 2
      : schema.format || schema.pattern
        ? 400
        : Number.POSITIVE_INFINITY;
  if (type === "integer" || type === "number" || type === "boolean") return 24;
  if (type === "array")
    return schema.maxItems === undefined
      ? Number.POSITIVE_INFINITY
      : 2 + schema.maxItems * (largestJson(schema.items ?? {}, defs, depth + 1) + 1);
  if (type === "object") {
    if (schema.additionalProperties && schema.additionalProperties !== true) return Number.POSITIVE_INFINITY;
    return Object.entries(schema.properties ?? {}).reduce(
      (sum, [key, value]) => sum + key.length + 4 + largestJson(value, defs, depth + 1),
      2,
    );
  }
  return Number.POSITIVE_INFINITY;
}

describe("request body limits", () => {
  // A maximum raised in a schema without the limit would make the API refuse valid bodies (413).
  it("admit the largest body each JSON endpoint's schema allows, where it has a largest", () => {
    const bounded: string[] = [];
    for (const e of allEndpoints) {
      if (!e.body || e.multipart) continue;
      const schema = z.toJSONSchema(e.body, { io: "input", unrepresentable: "any" }) as JsonSchema;
      const largest = largestJson(schema, schema.$defs ?? {});
      if (!Number.isFinite(largest)) continue;
      bounded.push(e.path);
      expect(largest, `${e.method} ${e.path}`).toBeLessThanOrEqual(e.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    }
    expect(bounded.length).toBeGreaterThan(20);
  });

  it("are over BUFFERED_BODY_MAX_BYTES only on multipart uploads (their handlers stream them)", () => {
    for (const e of allEndpoints)
      if ((e.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) > BUFFERED_BODY_MAX_BYTES)
        expect(e.multipart, `${e.method} ${e.path}`).toBe(true);
  });
});

describe("buildOpenApiDocument", () => {
  const document = buildOpenApiDocument(allEndpoints, { title: "Church API", version: "test" });

  it("has every path and method of the contracts", () => {
    for (const endpoint of allEndpoints) {
      const operations = document.paths[openApiPath(endpoint.path)];
      expect(operations, endpoint.path).toBeDefined();
      expect(Object.keys(operations ?? {}), endpoint.path).toContain(endpoint.method.toLowerCase());
    }
  });

  it("gives every operation a unique id and a 401 answer when it needs a sign-in", () => {
    const ids: unknown[] = [];
    for (const endpoint of allEndpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()] as
        | { operationId: string; responses: Record<string, unknown> }
        | undefined;
      ids.push(operation?.operationId);
      expect("401" in (operation?.responses ?? {}), endpoint.path).toBe(endpoint.access !== "public");
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("documents uploads as multipart form data", () => {
    const upload = document.paths["/api/audio-services"]?.post as { requestBody: { content: object } };
    expect(Object.keys(upload.requestBody.content)).toEqual(["multipart/form-data"]);
  });
});
