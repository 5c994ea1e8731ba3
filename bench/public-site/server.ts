/** The one-origin server (API + built apps) on a free port with a throwaway data folder, for the benches. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../shared/free-port.ts";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Debian's Chromium, as in playwright.config.ts; CHROMIUM_PATH overrides it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** `dataDir`: the server's data folder (its demo accounts are in demo-credentials.json). */
export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

/** `root`: the checkout whose API and built apps to serve (another worktree, to compare two builds). */
export async function startServer(root = repoRoot): Promise<RunningServer> {
  if (!existsSync(join(root, "public-site", "dist", "client", "index.html"))) {
    throw new Error(
      "public-site/dist is missing: run `node scripts/pnpm.mjs --filter ./public-site build` first",
    );
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "church-bench-site-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: join(root, "api"),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("the server did not answer /api/health within 120 s");
}
