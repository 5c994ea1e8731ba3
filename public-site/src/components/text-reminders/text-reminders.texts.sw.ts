import type { Translation } from "@church/ui-kit";
import type { textRemindersEn } from "./text-reminders.texts.en.ts";

/** Swahili texts of the text-message reminder fields (namespace "site-text-reminders"). */
export const textRemindersSw: Translation<typeof textRemindersEn> = {
  title: "Vikumbusho kwa ujumbe mfupi (si lazima)",
  phone: "Namba ya simu ya mkononi",
  phoneHint: "Namba za nje ya Marekani zinahitaji msimbo wa nchi, kwa mfano +254 712 345678",
  channel: "Vitumwe kwa",
  sms: "SMS (ujumbe mfupi)",
  whatsapp: "WhatsApp",
};
