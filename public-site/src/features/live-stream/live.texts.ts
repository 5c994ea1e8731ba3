import { defineTexts } from "@church/ui-kit";

/** The live pages' texts, loaded in the page's language only when first used. */
export const liveNs = defineTexts("site-live", {
  en: () => import("./live.texts.en.ts"),
  sw: () => import("./live.texts.sw.ts"),
});
