import { defineTexts } from "@church/ui-kit";

/** The worship pages' texts, loaded in the page's language only when first used. */
export const worshipNs = defineTexts("site-worship", {
  en: () => import("./worship.texts.en.ts"),
  sw: () => import("./worship.texts.sw.ts"),
});
