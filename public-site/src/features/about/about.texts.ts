import { defineTexts } from "@church/ui-kit";

/** The about pages' texts, loaded in the page's language only when first used. */
export const aboutNs = defineTexts("site-about", {
  en: () => import("./about.texts.en.ts"),
  sw: () => import("./about.texts.sw.ts"),
});
