import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseCompose } from "../validate/compose-schema.ts";

/**
 * The Dockerfiles cannot be built here (no Docker daemon), so they are read: every file they copy
 * exists, the commands they run are the repository's own, and the build context keeps what they need.
 */
const root = fileURLToPath(new URL("../../../", import.meta.url));
const containers = join(root, "infra", "containers");
const dockerfiles = readdirSync(containers).filter((f) => f.endsWith(".Dockerfile"));
const read = (file: string) => readFileSync(join(containers, file), "utf8").replace(/\\\n/g, " ");
const packageJson = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as {
    name: string;
    scripts?: Record<string, string>;
    packageManager?: string;
    engines?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
/** The apps the static nginx image is built for; the public site has an image of its own. */
const staticApps = ["admin-portal", "pastor-crm"];
/** The Dockerfile's own `${APP}` build argument, as written in it. */
const APP = ["$", "{APP}"].join("");

/** The sources of each COPY without --from (relative to the repository root, the build context). */
function copySources(text: string): string[] {
  return [...text.matchAll(/^COPY\s+(?!--from)(?:--\S+\s+)*(.+)$/gm)].flatMap((m) => {
    const parts = (m[1] ?? "").trim().split(/\s+/);
    return parts.slice(0, -1);
  });
}

describe("infra/containers Dockerfiles", () => {
  it("copy only files that exist (for every app the static image is built for)", () => {
    expect(dockerfiles.sort()).toEqual([
      "api.Dockerfile",
      "backup.Dockerfile",
      "public-site.Dockerfile",
      "static-app.Dockerfile",
    ]);
    for (const file of dockerfiles) {
      const text = read(file);
      for (const app of file === "static-app.Dockerfile" ? staticApps : [""])
        for (const source of copySources(text).map((s) => s.replaceAll(APP, app)))
          expect(existsSync(join(root, source)), `${file}: COPY ${source}`).toBe(true);
    }
  });

  it("build the API to JavaScript as the repository does and run the build, without root", () => {
    const text = read("api.Dockerfile");
    expect(packageJson("api").name).toBe("@church/api");
    expect(text).toContain('pnpm install --offline --frozen-lockfile --filter "@church/api..."');
    expect(packageJson("api").scripts?.build).toBe("node scripts/build.mjs");
    expect(text).toContain("pnpm --filter @church/api run build");
    expect(text).toContain("pnpm --filter @church/api deploy --prod");
    expect(packageJson(".").packageManager).toMatch(/^pnpm@10\./); // `deploy --legacy` is pnpm 10's
    expect(text).toContain(`packageManager.split('@')[1]`);
    // The bundle's entries, as the build script names them; no TypeScript loader at run time.
    const build = readFileSync(join(root, "api", "scripts", "build.mjs"), "utf8");
    expect(build).toContain('server: "src/server.ts"');
    expect(build).toContain('"migrate-cli": "src/db/migrate-cli.ts"');
    expect(build).toContain('target: "node20.19"');
    expect(text).toContain("COPY --from=build --chown=root:root /repo/api/dist /app/dist");
    expect(text).toContain('CMD ["node", "--enable-source-maps", "dist/server.js"]');
    expect(text).not.toMatch(/--import"?,? "?tsx/);
    expect(packageJson("api").dependencies?.tsx).toBeUndefined();
    // `npm start` (development machines, Node 20.19+) still runs the TypeScript through tsx.
    const start = readFileSync(join(root, "scripts", "start.mjs"), "utf8");
    expect(start).toContain('["--import", "tsx", "src/server.ts"]');
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/SERVE_APPS=false/);
    const compose = parseCompose(readFileSync(join(root, "infra", "compose.yaml"), "utf8")) as {
      services: { migrate: { command: string[] } };
    };
    expect(compose.services.migrate.command).toEqual(["node", "dist/migrate-cli.js"]);
  });

  it("build production images on Node 24, the current LTS", () => {
    for (const file of ["api.Dockerfile", "public-site.Dockerfile", "static-app.Dockerfile"])
      expect(read(file), file).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(packageJson(".").engines?.node).toBe(">=20.19");
  });

  it("build the admin and records apps with their build script into dist/, served by unprivileged nginx on 8080", () => {
    const text = read("static-app.Dockerfile");
    for (const app of staticApps) {
      expect(packageJson(app).scripts?.build, app).toMatch(/^vite build/);
      const vite = readFileSync(join(root, app, "vite.config.ts"), "utf8");
      expect(vite, `${app} builds into dist/`).not.toMatch(/outDir/);
      expect(text, `${app} is a known APP`).toContain(app);
    }
    expect(text).toContain(`pnpm install --offline --frozen-lockfile --filter "{./${APP}}..."`);
    expect(text).toContain(`pnpm --filter "./${APP}" run build`);
    expect(text).toContain(`COPY --from=build /repo/${APP}/dist /usr/share/nginx/html`);
    expect(text).toMatch(/nginx-unprivileged/);
    expect(readFileSync(join(containers, "static-app.nginx.conf"), "utf8")).toContain("listen 8080;");
    // No browser at build time any more (the public site renders on request), and no public site here.
    expect(text).not.toMatch(/chromium|prerender/i);
    expect(text).not.toMatch(/APP=public-site/);
  });

  it("build the public site's server and run its built files only, on Node as `node`", () => {
    const text = read("public-site.Dockerfile");
    const [build = "", runtime = ""] = text.split(/^FROM \$\{NODE_IMAGE\} AS runtime$/m);
    expect(runtime, "a runtime stage").not.toBe("");
    expect(build).toContain('pnpm install --offline --frozen-lockfile --filter "{./public-site}..."');
    expect(build).toContain("pnpm --filter ./public-site run build");
    // The build writes the browser app, the service worker beside it, the remote entry and the server,
    // each where the next step reads it.
    const script = packageJson("public-site").scripts?.build ?? "";
    expect(script.split("&&").map((step) => step.trim())).toEqual([
      "vite build --configLoader runner",
      "vite build --configLoader runner --mode service-worker",
      "vite build --configLoader runner --mode remote",
      "vite build --configLoader runner --ssr",
    ]);
    const vite = readFileSync(join(root, "public-site", "vite.config.ts"), "utf8");
    expect(vite).toContain('outDir: "dist/client"');
    expect(vite).toContain('outDir: "dist/client/_mf/site"');
    expect(vite).toContain('outDir: "dist/server"');
    expect(vite).toContain('input: { index: "src/server/index.ts", standalone: "src/server/standalone.ts" }');
    // It bundles every package into the server (no node_modules in the image).
    expect(vite).toContain("noExternal: true");
    expect(existsSync(join(root, "public-site", "src", "server", "standalone.ts"))).toBe(true);
    // The runtime stage: the built files and package.json (ES modules), nothing installed, no tools.
    expect([...runtime.matchAll(/^COPY .+$/gm)].map((m) => m[0])).toEqual([
      "COPY --from=build --chown=root:root /repo/public-site/package.json /app/package.json",
      "COPY --from=build --chown=root:root /repo/public-site/dist /app/dist",
    ]);
    expect(runtime).not.toMatch(/^RUN /m);
    expect(runtime).not.toMatch(/pnpm|npm install|node_modules/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('CMD ["node", "--enable-source-maps", "dist/server/standalone.js"]');
    expect(packageJson("public-site").scripts?.start).toBe("node dist/server/standalone.js");
    expect(runtime).toMatch(/^EXPOSE 8080$/m);
    expect(runtime).toContain("http://127.0.0.1:8080/_health");
  });

  it("keep dependencies and local data out of the build context, and the sources in", () => {
    const ignore = readFileSync(join(root, ".dockerignore"), "utf8")
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"));
    for (const pattern of ["**/node_modules", "**/dist", "**/.data", ".git", ".env"])
      expect(ignore).toContain(pattern);
    for (const kept of ["pnpm-lock.yaml", "package.json", "pnpm-workspace.yaml", "api", "contracts", "infra"])
      expect(
        ignore.some((p) => p === kept || p === `${kept}/` || p === `/${kept}`),
        kept,
      ).toBe(false);
  });

  it("install each image's package with every workspace package it needs (pnpm's own selection)", async () => {
    const folders = Object.fromEntries(
      ["api", "contracts", "ui-kit", "public-site", ...staticApps].map((dir) => [packageJson(dir).name, dir]),
    );
    /** The package and, transitively, the workspace packages it depends on. */
    const needs = (name: string, seen = new Set<string>()): Set<string> => {
      seen.add(name);
      const pkg = packageJson(folders[name] ?? "");
      for (const [dep, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
        if (version.startsWith("workspace:") && !seen.has(dep)) needs(dep, seen);
      return seen;
    };
    const filterOf = (file: string) => /pnpm install [^\n]*--filter "([^"]+)"/.exec(read(file))?.[1] ?? "";
    const cases = [
      { filter: filterOf("api.Dockerfile"), name: "@church/api" },
      { filter: filterOf("public-site.Dockerfile"), name: "@church/public-site" },
      ...staticApps.map((app) => ({
        filter: filterOf("static-app.Dockerfile").replace(APP, app),
        name: packageJson(app).name,
      })),
    ];
    const run = promisify(execFile);
    await Promise.all(
      cases.map(async ({ filter, name }) => {
        const { stdout } = await run(
          process.execPath,
          [join(root, "scripts", "pnpm.mjs"), "--filter", filter, "ls", "--depth", "-1", "--json"],
          { cwd: root, maxBuffer: 16 * 1024 * 1024 },
        );
        const selected = new Set((JSON.parse(stdout) as { name: string }[]).map((p) => p.name));
        expect({ filter, selected: [...selected].sort() }).toEqual({
          filter,
          selected: [...needs(name)].sort(),
        });
      }),
    );
  }, 120_000);
});
