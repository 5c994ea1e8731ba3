import { defineTexts } from "@church/ui-kit";

/** The assistant panel's texts, loaded with the panel (the launcher's own two are in "site"). */
export const chatNs = defineTexts("site-chat", {
  en: () => import("./chat.texts.en.ts"),
  sw: () => import("./chat.texts.sw.ts"),
});
