import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests of the three apps on the one-origin server, exactly as `npm start` serves them
 * (built apps, embedded PGlite, demo accounts), on a fresh data folder per run.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "church-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// A local SMTP server (admin-portal/e2e/support/smtp-sink.setup.ts) receives every e-mail of the run.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
process.env.E2E_SMTP_PORT = String(smtpPort);
// Specs that change what the whole site shows (the live state): they run after every other spec.
const siteWide = ["admin-portal/e2e/live-schedule.spec.ts", "public-site/e2e/live-audio-stream.spec.ts"];
// Mock mode's walk-through starts its own dev servers: `npm run test:mock-mode`, not `npm test`.
const mockMode = "**/e2e/mock-mode/**";
// Specs that run on a clock of their own (their own server under E2E_NOW): the dated run (npm test's
// second pass, E2E_NOW set) would only repeat them as they were.
const ownClock = process.env.E2E_NOW ? ["pastor-crm/e2e/follow-up-digest.spec.ts"] : [];

export default defineConfig({
  testDir: ".",
  testMatch: [
    "public-site/e2e/**/*.spec.ts",
    "admin-portal/e2e/**/*.spec.ts",
    "pastor-crm/e2e/**/*.spec.ts",
    "ui-kit/e2e/**/*.spec.ts",
  ],
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  outputDir: "test-results/e2e",
  globalSetup: ["./scripts/e2e-global-setup.ts", "./admin-portal/e2e/support/smtp-sink.setup.ts"],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test about a third more CPU (measured 2026-11-29): only a retried
    // test records one (CI retries once). Locally, rerun a failing spec with `--trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [mockMode, ...siteWide, ...ownClock],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "site-wide",
      testMatch: siteWide,
      dependencies: ["chromium"],
      // One at a time: each of them sets the site's live state.
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node --import tsx src/server.ts",
    cwd: "api",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_MODE: "true",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    },
  },
});
