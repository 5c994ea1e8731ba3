import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Component tests run without Module Federation: remote modules are mocked where a test needs them.
export default defineConfig({
  plugins: [react()],
  test: {
    // Component tests render whole screens; a loaded 2-core machine needs more than the 5 s default.
    testTimeout: 30_000,
    environment: "jsdom",
    // Vitest uses one worker fewer than the cores (one on a 2-core machine); the main process idles.
    maxWorkers: 2,
    setupFiles: ["./src/testing/setup-tests.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    restoreMocks: true,
  },
});
