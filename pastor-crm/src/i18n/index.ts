import { addTranslations } from "@church/ui-kit";
import { crmAppEn } from "./en.ts";
import { crmAppSw } from "./sw.ts";

/** The app shell's namespace; the records feature registers its own ("crm") with its screens. */
export const crmAppNamespace = "crmApp";

addTranslations(crmAppNamespace, { en: crmAppEn, sw: crmAppSw });
