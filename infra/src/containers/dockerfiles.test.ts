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
const apps = ["public-site", "admin-portal", "pastor-crm"];
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
    expect(dockerfiles.sort()).toEqual(["api.Dockerfile", "backup.Dockerfile", "static-app.Dockerfile"]);
    for (const file of dockerfiles) {
      const text = read(file);
      for (const app of file === "static-app.Dockerfile" ? apps : [""])
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
    for (const file of ["api.Dockerfile", "static-app.Dockerfile"])
      expect(read(file), file).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(packageJson(".").engines?.node).toBe(">=20.19");
  });

  it("build each app with its own build script into dist/, served by unprivileged nginx on 8080", () => {
    const text = read("static-app.Dockerfile");
    for (const app of apps) {
      expect(packageJson(app).scripts?.build, app).toMatch(/^vite build/);
      const vite = readFileSync(join(root, app, "vite.config.ts"), "utf8");
      expect(vite, `${app} builds into dist/`).not.toMatch(/outDir/);
    }
    expect(text).toContain(`pnpm install --offline --frozen-lockfile --filter "{./${APP}}..."`);
    expect(text).toContain(`pnpm --filter "./${APP}" run build`);
    expect(text).toContain(`COPY --from=build /repo/${APP}/dist /usr/share/nginx/html`);
    expect(text).toMatch(/nginx-unprivileged/);
    expect(readFileSync(join(containers, "static-app.nginx.conf"), "utf8")).toContain("listen 8080;");
    // The public site's prerender step needs Chromium in the build stage.
    expect(packageJson("public-site").scripts?.build).toContain("prerender");
    expect(text).toMatch(/apt-get install .*chromium/);
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
      ["api", "contracts", "ui-kit", ...apps].map((dir) => [packageJson(dir).name, dir]),
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
      ...apps.map((app) => ({
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
