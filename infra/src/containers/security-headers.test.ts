import { readFileSync } from "node:fs";
import { type AppName, appForPath, publicRoutes } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { appRoutesRegex, nginxAppRoutes } from "./app-routes.ts";
import { appFolders, nginxHeaders, pageHeaders, productionEnv } from "./security-headers.ts";

describe("infra/containers/security-headers/<app>.conf", () => {
  it.each(Object.keys(appFolders) as AppName[])(
    "%s: the headers the API's middleware sends its pages",
    async (app) => {
      const file = new URL(`../../containers/security-headers/${appFolders[app]}.conf`, import.meta.url);
      // Out of step after a change of api/src/middlewares/security-headers.ts: regenerate with
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
    expect(await csp("pastorCrm")).toContain("frame-src 'none'");
    const cdn = productionEnv({ REMOTE_ADMIN_PORTAL: "https://cdn.example.org/admin/remoteEntry.js" });
    expect(await csp("publicSite", cdn)).toContain("script-src 'self' https://cdn.example.org");
    expect(new Map(pageHeaders("publicSite", productionEnv())).get("strict-transport-security")).toMatch(
      /max-age=31536000/,
    );
  });
});

describe("infra/containers/app-routes/<app>.conf", () => {
  it.each(Object.keys(appFolders) as AppName[])("%s: generated from the contracts' route tables", (app) => {
    const file = new URL(`../../containers/app-routes/${appFolders[app]}.conf`, import.meta.url);
    expect(
      readFileSync(file, "utf8"),
      "out of step with the contracts: run node scripts/pnpm.mjs --filter ./infra exec tsx src/containers/app-routes.ts",
    ).toBe(nginxAppRoutes(app));
  });

  it("knows a path as a public page exactly when the one-origin server does", () => {
    const regex = new RegExp(appRoutesRegex("publicSite") ?? "$^");
    const paths = [
      ...publicRoutes.map((r) => r.replace(/:[A-Za-z0-9_]+/g, "some-slug")),
      "/about/",
      "/nope",
      "/articles/a/b",
      "/admin-loginx",
      "/abouts",
    ];
    for (const path of paths)
      expect({ path, page: regex.test(path) }).toEqual({ path, page: appForPath(path) === "publicSite" });
  });
});
