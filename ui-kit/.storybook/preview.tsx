import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { type ReactNode, useEffect } from "react";
import { isLanguage } from "../src/i18n/core.ts";
import { i18n } from "../src/i18n/i18n.ts";
import "../src/tokens/styles.css";

function LanguageSync({ language, children }: { language: unknown; children: ReactNode }) {
  useEffect(() => {
    if (isLanguage(language) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return children;
}

// The toolbar's language drives the one shared i18n instance, exactly as the apps' switch does.
const withLanguage: Decorator = (Story, context) => (
  <LanguageSync language={context.globals.locale}>
    <Story />
  </LanguageSync>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "sw", title: "Kiswahili" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: "en",
    viewport: { value: "desktop", isRotated: false },
  },
  // Switch before the first render so a story opened in Swahili never flashes English.
  async beforeEach({ globals }) {
    const language = globals.locale;
    if (isLanguage(language) && i18n.language !== language) await i18n.changeLanguage(language);
  },
  decorators: [withLanguage],
  loaders: [mswLoader()],
  parameters: {
    layout: "padded",
    viewport: {
      options: {
        phone: { name: "Phone (390 px)", styles: { width: "390px", height: "844px" }, type: "mobile" },
        desktop: { name: "Desktop (1280 px)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
    a11y: { test: "error" },
    controls: { expanded: true },
  },
};

export default preview;
