import { defineTexts } from "@church/ui-kit";
import { textMessagesEn } from "./text-messages.texts.en.ts";
import { textMessagesSw } from "./text-messages.texts.sw.ts";

/** Texts of the text-message list in the Pastor Portal tab (namespace "adminTextMessages"). */
export const textMessagesNamespace = defineTexts("adminTextMessages", {
  en: textMessagesEn,
  sw: textMessagesSw,
});
