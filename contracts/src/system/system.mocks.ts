import { HttpResponse } from "msw";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { nowIso } from "../common/mock-store.ts";
import { allEndpoints } from "../endpoints.ts";
import { buildOpenApiDocument } from "../openapi.ts";
import { systemEndpoints } from "./system.endpoints.ts";

export const systemHandlers = [
  mockEndpoint(systemEndpoints.ping, () => ({
    status: "ok" as const,
    message: "API is running",
    timestamp: nowIso(),
  })),
  mockEndpoint(systemEndpoints.health, () => ({
    status: "ok" as const,
    checks: {
      database: { ok: true, detail: "In-memory mock data" },
      migrations: { ok: true },
      auth: { ok: true },
    },
    version: "mock",
    demo: true,
    timestamp: nowIso(),
  })),
  mockEndpoint(systemEndpoints.ready, () => ({
    status: "ready" as const,
    checks: { database: { ok: true, detail: "In-memory mock data" }, migrations: { ok: true } },
    timestamp: nowIso(),
  })),
  mockEndpoint(
    systemEndpoints.metrics,
    () =>
      new HttpResponse("# Mock API: no metrics\n", {
        headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8" },
      }),
  ),
  mockEndpoint(systemEndpoints.openapi, () =>
    buildOpenApiDocument(allEndpoints, { title: "Church API (mock)", version: "mock" }),
  ),
];
