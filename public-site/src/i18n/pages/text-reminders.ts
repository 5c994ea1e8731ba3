import { addTranslations } from "@church/ui-kit";
import { textRemindersEn } from "./text-reminders.en.ts";
import { textRemindersSw } from "./text-reminders.sw.ts";

export const textRemindersNs = "site-text-reminders";
addTranslations(textRemindersNs, { en: textRemindersEn, sw: textRemindersSw });
