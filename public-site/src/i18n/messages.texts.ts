import { defineTexts } from "@church/ui-kit";

/**
 * The Swahili versions of contract texts (validation messages, API answers, chat fallbacks), keyed by
 * the English text: English pages show the texts as they are, so English needs no dictionary.
 */
export const messagesNs = defineTexts("site-messages", {
  en: {},
  sw: () => import("./messages.texts.sw.ts"),
});
