import { defineTexts } from "@church/ui-kit";

/** The audio pages' texts, loaded in the page's language only when first used. */
export const audioNs = defineTexts("site-audio", {
  en: () => import("./audio.texts.en.ts"),
  sw: () => import("./audio.texts.sw.ts"),
});
