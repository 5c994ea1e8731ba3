import { defineTexts } from "@church/ui-kit";
import { recordsEn } from "./records.texts.en.ts";
import { recordsSw } from "./records.texts.sw.ts";

/** The records feature's namespace, registered when its screens load. */
export const recordsNamespace = defineTexts("crm", { en: recordsEn, sw: recordsSw });
