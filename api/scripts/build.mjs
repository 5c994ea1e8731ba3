#!/usr/bin/env node
// The API as built JavaScript for production images: src/server.ts and src/db/migrate-cli.ts bundled
// with esbuild into dist/ (the workspace's own packages, @church/contracts, compiled in; every npm
// package left as an import of node_modules), plus the SQL migrations beside them. Development and
// `npm start` run the TypeScript through tsx; Node 20.19 and 24 both run the bundle.
import { cp, readFile, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const api = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(api, "dist");
const dependencies = async (folder) =>
  Object.keys(JSON.parse(await readFile(join(folder, "package.json"), "utf8")).dependencies ?? {});
const npmPackages = [
  ...(await dependencies(api)),
  ...(await dependencies(join(api, "..", "contracts"))),
].filter((name) => !name.startsWith("@church/"));

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: api,
  entryPoints: {
    server: "src/server.ts",
    "migrate-cli": "src/db/migrate-cli.ts",
    "care-notes-rotate-key": "src/services/care-notes/rotate-key-cli.ts",
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  external: npmPackages.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
// db/client.ts finds the migrations beside itself: in the bundle, beside dist/server.js.
await cp(join(api, "src", "db", "migrations"), join(dist, "migrations"), { recursive: true });
// The demo seed finds the sample sermons' recordings beside itself too (db/seed/demo/demo-media.ts).
await cp(join(api, "src", "db", "seed", "demo", "audio"), join(dist, "audio"), { recursive: true });
console.log("built api/dist (server.js, migrate-cli.js, care-notes-rotate-key.js, migrations/)");
