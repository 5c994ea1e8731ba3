import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { i18n } from "../i18n/i18n.ts";

afterEach(async () => {
  cleanup();
  // Each test starts in the default language with nothing remembered.
  await i18n.changeLanguage("en");
  localStorage.clear();
});
