import { defineTexts } from "@church/ui-kit";

/** The programs pages' texts, loaded in the page's language only when first used. */
export const programsNs = defineTexts("site-programs", {
  en: () => import("./programs.texts.en.ts"),
  sw: () => import("./programs.texts.sw.ts"),
});
