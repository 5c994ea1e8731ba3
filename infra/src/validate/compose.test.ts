import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "@church/api/src/env.ts";
import { parseSettings } from "@church/public-site/src/server/settings.ts";
import { describe, expect, it } from "vitest";
import { composeSchemaErrors, interpolate, parseCompose, parseDotenv } from "./compose-schema.ts";

/**
 * infra/compose.yaml against the Compose Specification schema (what `docker compose config` checks
 * first; Docker is not available to the tests), and against the rest of the repository: the files it
 * builds and mounts, the gateway's upstreams, the .env.example it reads and the API's own settings.
 */
const infra = fileURLToPath(new URL("../../", import.meta.url));
const composeText = readFileSync(join(infra, "compose.yaml"), "utf8");
const envExample = parseDotenv(readFileSync(join(infra, ".env.example"), "utf8"));

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  command?: string[];
  profiles?: string[];
}
const compose = parseCompose(composeText) as { services: Record<string, Service> };
const services = compose.services;
/** What an operator puts in place of a "change-me" (`openssl rand -base64 48`, URL-safe here). */
const secret = () => randomBytes(36).toString("base64url");
const env = (service: Service) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v ?? ""), envExample)]),
  );

describe("infra/compose.yaml", () => {
  it("is valid under the Compose Specification schema", () => {
    expect(composeSchemaErrors(compose)).toEqual([]);
  });

  it("rejects broken compose files (the check can fail)", () => {
    const broken = (mutate: (doc: { services: Record<string, Record<string, unknown>> }) => void) => {
      const doc = parseCompose(composeText) as { services: Record<string, Record<string, unknown>> };
      mutate(doc);
      return composeSchemaErrors(doc);
    };
    // A misspelt key, a condition compose does not know, a duration without a unit, ports as a map.
    expect(broken((d) => Object.assign(d.services.postgres ?? {}, { healtcheck: {} }))).not.toEqual([]);
    expect(
      broken((d) =>
        Object.assign(d.services.gateway ?? {}, { depends_on: { "api-1": { condition: "ready" } } }),
      ),
    ).not.toEqual([]);
    expect(
      broken((d) => Object.assign(d.services.postgres ?? {}, { healthcheck: { interval: "5" } })),
    ).not.toEqual([]);
    expect(broken((d) => Object.assign(d.services.gateway ?? {}, { ports: { web: 8080 } }))).not.toEqual([]);
    expect(composeSchemaErrors(parseCompose("services:\n  api:\n    image: [1, 2]\n"))).not.toEqual([]);
  });

  it("has the production-like stack: gateway, 2+ API instances, PostgreSQL, object storage, SMTP, the apps", () => {
    const names = Object.keys(services);
    expect(names.filter((n) => /^api-\d+$/.test(n)).length).toBeGreaterThanOrEqual(2);
    for (const name of [
      "gateway",
      "postgres",
      "minio",
      "mailpit",
      "migrate",
      "public-site",
      "admin-portal",
      "pastor-crm",
    ])
      expect(names).toContain(name);
  });

  it("builds from files that exist, from the repository root", () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      expect({ name, context: join(infra, service.build.context) }).toEqual({
        name,
        context: join(infra, ".."),
      });
      expect(
        existsSync(join(infra, "..", service.build.dockerfile)),
        `${name}: ${service.build.dockerfile}`,
      ).toBe(true);
      const app = service.build.args?.APP;
      if (app) expect(existsSync(join(infra, "..", app, "vite.config.ts")), `${name}: app ${app}`).toBe(true);
    }
    for (const [name, service] of Object.entries(services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(":")[0] ?? "";
        if (source.startsWith("./") && !source.startsWith("./backups"))
          expect(existsSync(join(infra, source)), `${name}: ${source}`).toBe(true);
      }
  });

  it("gives the gateway an upstream for every server its nginx.conf names, on the right port", () => {
    const gateway = readFileSync(join(infra, "gateway", "nginx.conf"), "utf8");
    const servers = [...gateway.matchAll(/\bserver\s+([a-z0-9-]+):(\d+)/g)].map((m) => ({
      host: m[1] as string,
      port: Number(m[2]),
    }));
    expect(servers.length).toBeGreaterThanOrEqual(5);
    for (const { host, port } of servers) {
      const service = services[host];
      expect(service, `gateway upstream ${host}`).toBeDefined();
      expect(port).toBe(host.startsWith("api-") ? Number(env(service as Service).PORT ?? 3000) : 8080);
      expect(services.gateway?.depends_on?.[host]?.condition).toBe("service_healthy");
    }
  });

  it("starts the API instances after the migration and checks their readiness", () => {
    const api = Object.entries(services).filter(([n]) => /^api-\d+$/.test(n));
    for (const [name, service] of api) {
      expect(service.depends_on?.migrate?.condition, name).toBe("service_completed_successfully");
      expect(service.healthcheck?.test.join(" "), name).toContain("/api/ready");
      expect(env(service).INSTANCE_ID).toBe(name);
    }
    // The image's built migration runner (api/scripts/build.mjs bundles src/db/migrate-cli.ts).
    expect(services.migrate?.command).toEqual(["node", "dist/migrate-cli.js"]);
    expect(readFileSync(join(infra, "..", "api", "scripts", "build.mjs"), "utf8")).toContain(
      '"migrate-cli": "src/db/migrate-cli.ts"',
    );
    expect(existsSync(join(infra, "..", "api", "src", "db", "migrate-cli.ts"))).toBe(true);
  });

  it("hands the API from .env.example a configuration it refuses until each placeholder is replaced", () => {
    expect(() => parseEnv(env(services["api-1"] as Service))).toThrow(
      /JWT_SECRET: still the example's placeholder/,
    );
    const filled = Object.fromEntries(
      Object.entries(envExample).map(([key, value]) => [key, value.replace(/change-me[\w-]*/gi, secret)]),
    );
    const settings = Object.fromEntries(
      Object.entries((services["api-1"] as Service).environment ?? {}).map(([k, v]) => [
        k,
        interpolate(String(v ?? ""), filled),
      ]),
    );
    expect(settings.SERVE_APPS).toBe("false");
    expect(settings.STORAGE_DRIVER).toBe("s3");
    expect(settings.DATABASE_URL).toMatch(/^postgres:\/\/church:[^@]+@postgres:5432\/church$/);
    const parsed = parseEnv(settings);
    expect(parsed.NODE_ENV).toBe("production");
    expect(parsed.DEMO_MODE).toBe(false);
    expect(parsed.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(parsed.SERVE_APPS).toBe(false);
    expect(parsed.SMTP_HOST).toBe("mailpit");
  });

  it("runs the public site's own server, on the API through the gateway's internal port, with a configuration it accepts", () => {
    const site = services["public-site"] as Service;
    expect(site.build?.dockerfile).toBe("infra/containers/public-site.Dockerfile");
    expect(site.build?.args?.APP).toBeUndefined();
    expect(site.healthcheck?.test.join(" ")).toContain("http://127.0.0.1:8080/_health");
    const settings = parseSettings(env(site));
    expect(settings).toMatchObject({
      API_ORIGIN: "http://gateway:8081",
      PUBLIC_BASE_URL: env(services["api-1"] as Service).PUBLIC_BASE_URL,
      PORT: 8080,
      PAGE_CACHE_MS: 60_000,
    });
    // That port is the gateway's internal server: the API instances, not published on the host.
    const gateway = readFileSync(join(infra, "gateway", "nginx.conf"), "utf8");
    const internal = gateway.slice(gateway.indexOf("listen 8081;"));
    expect(internal).toMatch(/location \/api\/ \{[^}]*proxy_pass http:\/\/church_api_internal;/);
    const upstream = (name: string) =>
      [
        ...(new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(gateway)?.[1] ?? "").matchAll(/server (\S+)/g),
      ].map((m) => m[1]);
    expect(upstream("church_api_internal")).toEqual(upstream("church_api"));
    expect(upstream("church_api").length).toBeGreaterThanOrEqual(2);
    expect(services.gateway?.ports?.join()).not.toContain("8081");
    // Without its required settings it would not start (the check can fail).
    expect(() => parseSettings({ ...env(site), API_ORIGIN: "" })).toThrow("API_ORIGIN");
    // The static image is only for the admin and records apps now.
    for (const [name, service] of Object.entries(services))
      if (service.build?.dockerfile === "infra/containers/static-app.Dockerfile")
        expect(["admin-portal", "pastor-crm"], name).toContain(service.build.args?.APP);
  });

  it("names every variable it reads in .env.example", () => {
    const used = new Set(
      [...composeText.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string),
    );
    for (const name of used) expect(Object.keys(envExample), name).toContain(name);
    // and a required one that is missing stops compose, as it does with `${VAR:?message}`
    expect(() => interpolate(["$", "{JWT_SECRET:?set it}"].join(""), {})).toThrow("JWT_SECRET: set it");
  });
});
