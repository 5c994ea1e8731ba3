import { defineConfig, devices } from "@playwright/test";
import baseConfig from "./playwright.config.ts";

/**
 * Mock mode walked through as the README tells a front-end developer (`npm run dev:mock`): the three
 * dev servers answered by MSW from the contracts' mocks, no API, no database. Slow to start (four Vite
 * dev servers), so not part of `npm test`: `npm run test:mock-mode`.
 */
const port = Number(process.env.MOCK_DEV_PORT ?? 5273);

export default defineConfig({
  ...baseConfig,
  testMatch: ["admin-portal/e2e/mock-mode/*.mock.spec.ts"],
  testIgnore: [],
  globalSetup: undefined,
  workers: 1,
  timeout: 120_000,
  outputDir: "test-results/mock-mode",
  reporter: [["list"]],
  use: { ...baseConfig.use, baseURL: `http://localhost:${port + 1}` },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/dev-mock.mjs",
    url: `http://localhost:${port + 1}/admin-login`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { DEV_PORT: String(port) },
  },
});
