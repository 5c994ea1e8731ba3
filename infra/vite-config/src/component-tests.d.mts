import type { ViteUserConfig } from "vitest/config";

/** The Vitest config of an app's (or ui-kit's) component tests in jsdom (component-tests.mjs). */
/** `isolate` (default false): a fresh module graph for every test file, for suites that need one. */
export declare function componentTestConfig(
  setupFile: `./src/${string}`,
  options?: { isolate?: boolean },
): ViteUserConfig;
