import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pageOnlyHeaders } from "@church/web-server";
import { describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { call, getTestApp, signIn, testDriver } from "../test/test-app.ts";
import { csrfMessage } from "./csrf.ts";

/** An app serving stand-in builds of the three apps, as in production (Secure cookies, so HSTS). */
async function productionLikeApp() {
  const { deps } = await getTestApp();
  const appsDir = mkdtempSync(join(tmpdir(), "church-apps-"));
  for (const name of ["public-site", "admin-portal", "pastor-crm"]) {
    mkdirSync(join(appsDir, name, "dist", "assets"), { recursive: true });
    writeFileSync(join(appsDir, name, "dist", "index.html"), `<!doctype html><title>${name}</title>`);
    writeFileSync(join(appsDir, name, "dist", "assets", "app.js"), "console.log(1)");
  }
  // The public site's pages come from its server bundle: a stand-in that answers an HTML page.
  mkdirSync(join(appsDir, "public-site", "dist", "server"), { recursive: true });
  writeFileSync(
    join(appsDir, "public-site", "dist", "server", "index.js"),
    `export const createPageServer = () => ({
      handle: async () => new Response("<!doctype html><title>public-site</title>", { headers: { "content-type": "text/html; charset=utf-8" } }),
      invalidate: () => {},
      size: () => 0,
    });`,
  );
  return createApp({
    ...deps,
    env: { ...deps.env, SERVE_APPS: true, APPS_DIR: appsDir, COOKIE_SECURE: true },
  });
}

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe(`security headers [${testDriver}]`, () => {
  it("gives every API answer a deny-all CSP, nosniff and a referrer policy, and no HSTS over plain HTTP", async () => {
    const ok = await call("GET", "/api/ping");
    const missing = await call("GET", "/api/no-such-endpoint");
    for (const { headers } of [ok, missing]) {
      expect(headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(headers.get("strict-transport-security")).toBeNull();
      // Only a document acts on these; the CSP's frame-ancestors 'none' already forbids framing.
      for (const name of Object.keys(pageOnlyHeaders)) expect(headers.get(name), name).toBeNull();
    }
  });

  it("gives each app's pages a CSP without inline script, and third-party origins only where needed", async () => {
    const app = await productionLikeApp();
    const policyOf = async (path: string) => {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      // What a browser applies to the page: no framing by other sites (also for browsers without
      // frame-ancestors), PayPal's popup may talk back, no camera, microphone or location, no DNS prefetch.
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("permissions-policy")).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(self)",
      );
      expect(response.headers.get("x-dns-prefetch-control")).toBe("off");
      return directives(response.headers.get("content-security-policy"));
    };
    const publicSite = await policyOf("/give");
    const admin = await policyOf("/admin-login");
    const crm = await policyOf("/admin/crm");
    for (const policy of [publicSite, admin, crm]) {
      expect(policy.get("script-src")).toContain("'self'");
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    }
    expect(publicSite.get("frame-src")).toEqual(
      expect.arrayContaining([
        "https://www.youtube-nocookie.com",
        "https://www.paypal.com",
        "https://www.sandbox.paypal.com",
      ]),
    );
    expect(publicSite.get("script-src")).toContain("https://www.paypal.com");
    expect(admin.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(admin.get("script-src")).not.toContain("https://www.paypal.com");
    expect(crm.get("frame-src")).toEqual(["'none'"]);
    // Files are not pages: they get the strict policy.
    const asset = await app.request("/assets/app.js");
    expect(asset.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(asset.headers.get("x-frame-options")).toBeNull();
    // An API answer over HTTPS gets HSTS too.
    expect((await app.request("/api/ping")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe(`cross-site request refusal [${testDriver}]`, () => {
  it("refuses a signed-in state change whose Origin is another site", async () => {
    const cookie = await signIn("pastor");
    const body = { date: "2026-03-01", attendance: 10, tithes: 1, offerings: 1 };
    const foreign = await call("POST", "/api/crm/records", {
      cookie,
      body,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: { code: "forbidden", message: csrfMessage } });
    const crossSite = await call("POST", "/api/auth/logout", {
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    // Still signed in: the refused logout did nothing.
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(200);

    const sameOrigin = await call("POST", "/api/auth/logout", {
      cookie,
      headers: { origin: "http://localhost" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("compares the whole origin: scheme, host and port", async () => {
    const cookie = await signIn("pastor");
    // The test server is addressed as http://localhost.
    for (const origin of ["https://localhost", "http://localhost:8080", "http://localhost.evil.example"]) {
      const answer = await call("POST", "/api/auth/logout", { cookie, headers: { origin } });
      expect(answer.status, origin).toBe(403);
    }
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(200);
    // Behind the TLS-terminating gateway the browser's origin is https, and the gateway says so.
    const behindGateway = await call("POST", "/api/auth/logout", {
      cookie,
      headers: { origin: "https://localhost", "x-forwarded-proto": "https" },
    });
    expect(behindGateway.status).toBe(200);
    const cookie2 = await signIn("pastor");
    const plainAfterHttps = await call("POST", "/api/auth/logout", {
      cookie: cookie2,
      headers: { origin: "http://localhost", "x-forwarded-proto": "https" },
    });
    expect(plainAfterHttps.status).toBe(403);
  });

  it("refuses a sign-in posted from another site, and lets reads and cookie-less calls through", async () => {
    const login = await call("POST", "/api/auth/login", {
      body: { email: "someone@example.org", password: "whatever-1" },
      headers: { origin: "https://evil.example" },
    });
    expect(login.status).toBe(403);
    const cookie = await signIn("pastor");
    expect(
      (await call("GET", "/api/auth/me", { cookie, headers: { origin: "https://evil.example" } })).status,
    ).toBe(200);
    const { credentials } = await getTestApp();
    const pastor = credentials.find((c) => c.role === "pastor");
    const direct = await call("POST", "/api/auth/login", {
      body: { email: pastor?.email, password: pastor?.password },
    });
    expect(direct.status).toBe(200);
  });
});
