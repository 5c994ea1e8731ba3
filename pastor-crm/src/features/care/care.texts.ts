import { defineTexts } from "@church/ui-kit";
import { careEn } from "./care.texts.en.ts";
import { careSw } from "./care.texts.sw.ts";

/** The care feature's namespace, registered when its screens load. */
export const careNamespace = defineTexts("crmCare", { en: careEn, sw: careSw });
