import { addTranslations } from "@church/ui-kit";
import { adminEn } from "./en.ts";
import { adminSw } from "./sw.ts";

/** The admin portal's i18n namespace; every component of this app (and its exposed modules) uses it. */
export const adminNamespace = "admin";

addTranslations(adminNamespace, { en: adminEn, sw: adminSw });
