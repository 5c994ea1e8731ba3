#!/usr/bin/env node
// Runs the pinned pnpm without needing it installed globally (corepack is not reliable everywhere).
// Uses a global pnpm of the right major if present, else `npx pnpm@<pinned>`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pinned = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.split("@")[1];

/** The command and arguments that run pnpm with `args`. */
export function pnpmCommand(args) {
  const global = spawnSync("pnpm", ["--version"], { encoding: "utf8", shell: false });
  const useGlobal = global.status === 0 && global.stdout.trim() === pinned;
  return useGlobal ? ["pnpm", args] : ["npx", ["--yes", `pnpm@${pinned}`, ...args]];
}

export function pnpm(args, options = {}) {
  const [cmd, cmdArgs] = pnpmCommand(args);
  const result = spawnSync(cmd, cmdArgs, { stdio: "inherit", cwd: root, ...options });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
