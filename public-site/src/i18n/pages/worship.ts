import { addTranslations } from "@church/ui-kit";
import { worshipEn } from "./worship.en.ts";
import { worshipSw } from "./worship.sw.ts";

export const worshipNs = "site-worship";
addTranslations(worshipNs, { en: worshipEn, sw: worshipSw });
