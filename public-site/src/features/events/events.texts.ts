import { defineTexts } from "@church/ui-kit";

/** The events pages' texts, loaded in the page's language only when first used. */
export const eventsNs = defineTexts("site-events", {
  en: () => import("./events.texts.en.ts"),
  sw: () => import("./events.texts.sw.ts"),
});
