import { addTranslations } from "@church/ui-kit";
import { siteEn } from "./en.ts";
import { siteSw } from "./sw.ts";

/** The public site's i18n namespace for shared texts; its exposed modules use it too. */
export const siteNamespace = "site";

addTranslations(siteNamespace, { en: siteEn, sw: siteSw });
