import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Component tests render whole screens; a loaded 2-core machine needs more than the 5 s default.
    testTimeout: 30_000,
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Two cores are shared by the whole team.
    maxWorkers: 2,
  },
});
