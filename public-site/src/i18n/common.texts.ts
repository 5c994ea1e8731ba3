import { defineTexts } from "@church/ui-kit";

// ui-kit's shared words: the admin portal and the records portal bundle both languages of them (ui-kit's
// own instance); the public site loads them like its own texts, in the page's language only.
defineTexts("common", {
  en: () => import("@church/ui-kit/common.texts.en"),
  sw: () => import("@church/ui-kit/common.texts.sw"),
});
