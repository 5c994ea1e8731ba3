import { defineTexts } from "@church/ui-kit";

/** The contact pages' texts, loaded in the page's language only when first used. */
export const contactNs = defineTexts("site-contact", {
  en: () => import("./contact.texts.en.ts"),
  sw: () => import("./contact.texts.sw.ts"),
});
