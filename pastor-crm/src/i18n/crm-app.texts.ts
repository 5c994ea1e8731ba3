import { defineTexts } from "@church/ui-kit";
import { crmAppEn } from "./crm-app.texts.en.ts";
import { crmAppSw } from "./crm-app.texts.sw.ts";

/** The app shell's texts; the records feature defines its own ("crm") with its screens. */
export const crmAppNamespace = defineTexts("crmApp", { en: crmAppEn, sw: crmAppSw });
