import { allEndpoints, healthResponseSchema, pingResponseSchema } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { call, testDriver } from "../../test/test-app.ts";

describe(`system [${testDriver}]`, () => {
  it("answers /api/ping", async () => {
    const result = await call("GET", "/api/ping");
    expect(result.status).toBe(200);
    expect(pingResponseSchema.parse(result.body).status).toBe("ok");
  });

  it("reports database, migrations and auth ready in /api/health", async () => {
    const result = await call("GET", "/api/health");
    expect(result.status).toBe(200);
    const health = healthResponseSchema.parse(result.body);
    expect(health.status).toBe("ok");
    expect(health.checks.database.ok && health.checks.migrations.ok && health.checks.auth.ok).toBe(true);
  });

  it("answers an unknown /api path with a JSON 404", async () => {
    const result = await call("GET", "/api/does-not-exist");
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: { code: "not_found" } });
  });

  it("serves an OpenAPI document with every endpoint of the contracts", async () => {
    const result = await call("GET", "/api/openapi.json");
    const doc = result.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      expect(doc.paths[path]?.[endpoint.method.toLowerCase()], `${endpoint.method} ${path}`).toBeDefined();
    }
  });

  it("refuses bodies over the size limit with 413", async () => {
    const result = await call("POST", "/api/auth/login", {
      body: { email: "a@b.co", password: "x".repeat(1_100_000) },
    });
    expect(result.status).toBe(413);
  });
});
