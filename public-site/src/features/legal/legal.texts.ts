import { defineTexts } from "@church/ui-kit";

/** The legal pages' texts, loaded in the page's language only when first used. */
export const legalNs = defineTexts("site-legal", {
  en: () => import("./legal.texts.en.ts"),
  sw: () => import("./legal.texts.sw.ts"),
});
