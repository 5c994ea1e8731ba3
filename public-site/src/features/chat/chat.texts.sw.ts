import type { Translation } from "@church/ui-kit";
import type { chatEn } from "./chat.texts.en.ts";

/** Swahili texts of the assistant panel (namespace "site-chat"). */
export const chatSw: Translation<typeof chatEn> = {
  panelLabel: "Mazungumzo na msaidizi wa kanisa",
  title: "Msaidizi wa Kanisa",
  subtitle: "Uliza kuhusu ibada, matukio na mengineyo",
  minimise: "Punguza mazungumzo",
  restore: "Fungua mazungumzo",
  close: "Funga mazungumzo",
  input: "Ujumbe wako",
  placeholder: "Andika ujumbe wako...",
  send: "Tuma",
  typing: "Msaidizi anaandika...",
  hint: "Bonyeza Enter kutuma, Shift+Enter kwa mstari mpya.",
  you: "Wewe",
  assistant: "Msaidizi",
  sources: {
    chatgpt: "Msaidizi wa AI",
    quick_response: "Jibu la haraka",
    fallback: "Wasiliana na mchungaji",
  },
};
