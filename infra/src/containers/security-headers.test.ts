import { readFileSync } from "node:fs";
import type { AppName } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { nginxHeaders, pageHeaders, productionEnv, type StaticApp, staticApps } from "./security-headers.ts";

describe("infra/containers/security-headers/<app>.conf", () => {
  it.each(Object.keys(staticApps) as StaticApp[])(
    "%s: the headers the API's middleware sends its pages",
    async (app) => {
      const file = new URL(`../../containers/security-headers/${staticApps[app]}.conf`, import.meta.url);
      // Out of step after a change of infra/web-server/src/security-headers.ts: regenerate with
      //   node scripts/pnpm.mjs --filter ./infra exec tsx src/containers/security-headers.ts
      expect(
        readFileSync(file, "utf8"),
        "out of step with the API's middleware: run node scripts/pnpm.mjs --filter ./infra exec tsx src/containers/security-headers.ts",
      ).toBe(nginxHeaders(app, productionEnv()));
    },
  );

  it("differ by app and follow the remote entries' origins", async () => {
    const csp = async (app: AppName, env = productionEnv()) =>
      new Map(pageHeaders(app, env)).get("content-security-policy") ?? "";
    expect(await csp("publicSite")).toContain(
      "frame-src https://www.youtube-nocookie.com https://www.paypal.com",
    );
    expect(await csp("adminPortal")).toContain("frame-src https://www.youtube-nocookie.com;");
    expect(await csp("pastorCrm")).toContain("frame-src 'none'");
    const cdn = productionEnv({ REMOTE_ADMIN_PORTAL: "https://cdn.example.org/admin/remoteEntry.js" });
    expect(await csp("publicSite", cdn)).toContain("script-src 'self' https://cdn.example.org");
    expect(await csp("pastorCrm", cdn)).toContain("script-src 'self' https://cdn.example.org");
    expect(nginxHeaders("adminPortal", cdn)).toContain("https://cdn.example.org");
    expect(new Map(pageHeaders("publicSite", productionEnv())).get("strict-transport-security")).toMatch(
      /max-age=31536000/,
    );
  });
});
