import { defineTexts } from "@church/ui-kit";

/** The meeting pages' texts, loaded in the page's language only when first used. */
export const meetingNs = defineTexts("site-meeting", {
  en: () => import("./meeting.texts.en.ts"),
  sw: () => import("./meeting.texts.sw.ts"),
});
