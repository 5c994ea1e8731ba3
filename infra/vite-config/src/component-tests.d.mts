import type { ViteUserConfig } from "vitest/config";

/** The Vitest config of an app's (or ui-kit's) component tests in jsdom (component-tests.mjs). */
export declare function componentTestConfig(setupFile: `./src/${string}`): ViteUserConfig;
