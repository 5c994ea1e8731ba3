import { defineEndpoint } from "@church/contracts";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { handleError } from "../app.ts";
import { getTestApp } from "../test/test-app.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { mountRoutes, route } from "./route.ts";

const probe = defineEndpoint({
  method: "POST",
  path: "/api/probe/:id",
  summary: "test only",
  tag: "test",
  access: "public",
  params: z.object({ id: z.uuid() }),
  query: z.object({ n: z.coerce.number().int().optional() }),
  body: z.object({ name: z.string().min(2) }),
  response: z.object({ greeting: z.string() }),
});

async function appWith(result: unknown) {
  const { deps } = await getTestApp();
  const testDeps: AppDeps = { ...deps, logger: pino({ level: "silent" }) };
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("user", null);
    await next();
  });
  mountRoutes(app, testDeps, [route(probe, () => result as { greeting: string })]);
  app.onError(handleError(testDeps));
  return app;
}

describe("contract-checked routes", () => {
  const id = "00000000-0000-4000-8000-000000000000";

  it("answers with the contract's shape", async () => {
    const app = await appWith({ greeting: "Karibu" });
    const res = await app.request(`/api/probe/${id}?n=2`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Amani" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ greeting: "Karibu" });
  });

  it("names every bad field: params, query and body", async () => {
    const app = await appWith({ greeting: "Karibu" });
    const res = await app.request("/api/probe/nope?n=x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "A" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toContain("params.id");
  });

  it("refuses to send an answer that breaks the contract", async () => {
    const app = await appWith({ greeting: 42 });
    const res = await app.request(`/api/probe/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Amani" }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: { code: "internal_error" } });
  });
});
