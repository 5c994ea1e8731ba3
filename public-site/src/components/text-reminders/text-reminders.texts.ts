import { defineTexts } from "@church/ui-kit";

/** The text-reminder fields' texts, loaded in the page's language only when first used. */
export const textRemindersNs = defineTexts("site-text-reminders", {
  en: () => import("./text-reminders.texts.en.ts"),
  sw: () => import("./text-reminders.texts.sw.ts"),
});
