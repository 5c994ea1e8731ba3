import { addTranslations } from "@church/ui-kit";
import { contactEn } from "./contact.en.ts";
import { contactSw } from "./contact.sw.ts";

export const contactNs = "site-contact";
addTranslations(contactNs, { en: contactEn, sw: contactSw });
