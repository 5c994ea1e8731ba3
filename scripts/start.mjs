#!/usr/bin/env node
// `npm start`: install, build the three apps, then start the API, which migrates the database, loads the
// demo content on first start and serves the apps and the API on one port (PORT, default 3000).
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pnpm } from "./pnpm.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node 20.19 or newer is needed.`);
  process.exit(1);
}

const step = (title, args) => {
  console.log(`\n> ${title}`);
  const status = pnpm(args);
  if (status !== 0) {
    console.error(`\n"${title}" failed (exit ${status}).`);
    process.exit(status);
  }
};

step("Installing dependencies", ["install", "--frozen-lockfile", "--prefer-offline"]);
if (process.env.SKIP_BUILD !== "1") {
  step("Building the apps", [
    "run",
    "--workspace-concurrency=2",
    "--filter",
    "./public-site",
    "--filter",
    "./admin-portal",
    "--filter",
    "./pastor-crm",
    "build",
  ]);
}

console.log("\n> Starting the server");
const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
  cwd: join(root, "api"),
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "production",
    DEMO_MODE: process.env.DEMO_MODE ?? (process.env.DATABASE_URL ? "false" : "true"),
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
