import { defineTexts } from "@church/ui-kit";
import { newsletterEn } from "./newsletter.texts.en.ts";
import { newsletterSw } from "./newsletter.texts.sw.ts";

/** Texts of the Newsletter tab: subscribers, the composer, campaigns (namespace "adminNewsletter"). */
export const newsletterNamespace = defineTexts("adminNewsletter", { en: newsletterEn, sw: newsletterSw });
