import { defineTexts } from "@church/ui-kit";

/** The search pages' texts, loaded in the page's language only when first used. */
export const searchNs = defineTexts("site-search", {
  en: () => import("./search.texts.en.ts"),
  sw: () => import("./search.texts.sw.ts"),
});
