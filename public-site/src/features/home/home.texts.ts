import { defineTexts } from "@church/ui-kit";

/** The home pages' texts, loaded in the page's language only when first used. */
export const homeNs = defineTexts("site-home", {
  en: () => import("./home.texts.en.ts"),
  sw: () => import("./home.texts.sw.ts"),
});
