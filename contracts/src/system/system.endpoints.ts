import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { healthResponseSchema, pingResponseSchema, readyResponseSchema } from "./system.schema.ts";

export const systemEndpoints = {
  ping: defineEndpoint({
    method: "GET",
    path: "/api/ping",
    summary: "Liveness answer used by the apps before they load data",
    tag: "system",
    access: access.public,
    cache: "never",
    response: pingResponseSchema,
  }),
  health: defineEndpoint({
    method: "GET",
    path: "/api/health",
    summary: "Database reachable, migrations applied, auth ready",
    tag: "system",
    access: access.public,
    cache: "never",
    response: healthResponseSchema,
  }),
  ready: defineEndpoint({
    method: "GET",
    path: "/api/ready",
    summary:
      "Readiness: database reachable within a short timeout and every migration applied; 503 naming what failed",
    tag: "system",
    access: access.public,
    cache: "never",
    response: readyResponseSchema,
  }),
  metrics: defineEndpoint({
    method: "GET",
    path: "/api/metrics",
    summary:
      "Prometheus metrics of this instance (requests by route, latency, database pool, process); Bearer METRICS_TOKEN when set",
    tag: "system",
    access: access.public,
    response: null,
    produces: ["text/plain"],
  }),
  openapi: defineEndpoint({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API as an OpenAPI 3.1 document",
    tag: "system",
    access: access.public,
    cache: "published",
    response: z.record(z.string(), z.unknown()),
  }),
};
