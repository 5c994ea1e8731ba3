import { defineTexts } from "@church/ui-kit";
import { crmTestEn } from "./crm-test.texts.en.ts";
import { crmTestSw } from "./crm-test.texts.sw.ts";

/** The test page's namespace. */
export const crmTestNamespace = defineTexts("crm-test", { en: crmTestEn, sw: crmTestSw });
