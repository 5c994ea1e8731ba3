import { defineTexts } from "@church/ui-kit";

/** The news pages' texts, loaded in the page's language only when first used. */
export const newsNs = defineTexts("site-news", {
  en: () => import("./news.texts.en.ts"),
  sw: () => import("./news.texts.sw.ts"),
});
