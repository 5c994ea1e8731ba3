import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Two cores are shared by the whole team.
    maxWorkers: 2,
  },
});
