import { defineTexts } from "@church/ui-kit";

/** The cookie preferences dialog's texts, loaded with the dialog (the banner's are in "site"). */
export const consentNs = defineTexts("site-consent", {
  en: () => import("./consent.texts.en.ts"),
  sw: () => import("./consent.texts.sw.ts"),
});
