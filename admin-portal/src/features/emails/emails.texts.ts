import { defineTexts } from "@church/ui-kit";
import { emailsEn } from "./emails.texts.en.ts";
import { emailsSw } from "./emails.texts.sw.ts";

/** Texts of the administrators' E-mails screen. */
export const emailsNamespace = defineTexts("adminEmails", { en: emailsEn, sw: emailsSw });
