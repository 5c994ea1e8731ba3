import { defineConfig } from "vitest/config";
import { publicSiteProjects } from "./public-site/vitest.config.ts";

/**
 * Every package's unit, component and API tests in one run (`npm test`'s unit step): each package keeps
 * its own config (environment, pool, setup files, the API's database per worker), and one pool of
 * workers takes files from all of them, so the jsdom suites of the three apps, ui-kit's and the API's
 * run side by side instead of one package after another (each with its own start and its idle tail).
 * `node scripts/pnpm.mjs --filter ./<package> exec vitest run` still runs one package alone.
 */
export default defineConfig({
  test: {
    // Two cores: two workers in all (the main process collects results).
    maxWorkers: 2,
    projects: [
      "contracts",
      "api",
      "ui-kit",
      ...publicSiteProjects,
      "admin-portal",
      "pastor-crm",
      "infra",
      "infra/vite-config",
    ],
  },
});
