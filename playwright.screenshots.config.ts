import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * The screenshots of docs/screenshots/ (admin-portal/e2e/screenshots/*.shots.ts) on the same one-origin
 * demo server as the end-to-end tests; not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testMatch: ["admin-portal/e2e/screenshots/**/*.shots.ts"],
  workers: 1,
  reporter: [["list"]],
});
