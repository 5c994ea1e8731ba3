import { defineTexts } from "@church/ui-kit";

/** The give pages' texts, loaded in the page's language only when first used. */
export const giveNs = defineTexts("site-give", {
  en: () => import("./give.texts.en.ts"),
  sw: () => import("./give.texts.sw.ts"),
});
