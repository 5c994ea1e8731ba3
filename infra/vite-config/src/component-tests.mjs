// Plain JavaScript (typed by component-tests.d.mts): Vitest loads a config's imports of workspace
// packages with Node itself, which cannot read TypeScript (the apps' Vite configs use
// `--configLoader runner` for that; `npx vitest run <file>` takes no such flag).
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * The Vitest config of an app's (or ui-kit's) component tests in jsdom. They run without Module
 * Federation: remote modules are mocked where a test needs them.
 * @param {`./src/${string}`} setupFile
 * @param {{ isolate?: boolean }} [options]
 */
export function componentTestConfig(setupFile, { isolate = false } = {}) {
  return defineConfig({
    plugins: [react()],
    test: {
      // Component tests render whole screens; a loaded 2-core machine needs more than the 5 s default.
      testTimeout: 30_000,
      environment: "jsdom",
      // Vitest uses one worker fewer than the cores (one on a 2-core machine); the main process idles.
      maxWorkers: 2,
      // By default a worker keeps its modules (React, the texts, the mocks) from one test file to the
      // next: the suites take a third of the time. What a file leaves behind is reset after each test
      // by the setup files (DOM, handlers, mock stores, language, storage, toasts).
      isolate,
      setupFiles: [setupFile],
      include: ["src/**/*.test.{ts,tsx}"],
      css: false,
      restoreMocks: true,
    },
  });
}
