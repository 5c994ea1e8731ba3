import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/test/global-setup.ts"],
    // One database per worker, shared by that worker's files (PGlite takes seconds to start).
    pool: "forks",
    isolate: false,
    maxWorkers: 2,
    // Generous: the suite includes concurrency and SMTP tests, and CI machines have 2 cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
