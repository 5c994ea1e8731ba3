import { addTranslations } from "@church/ui-kit";
import { legalEn } from "./legal.en.ts";
import { legalSw } from "./legal.sw.ts";

export const legalNs = "site-legal";
addTranslations(legalNs, { en: legalEn, sw: legalSw });
