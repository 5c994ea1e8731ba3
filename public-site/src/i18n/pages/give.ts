import { addTranslations } from "@church/ui-kit";
import { giveEn } from "./give.en.ts";
import { giveSw } from "./give.sw.ts";

export const giveNs = "site-give";
addTranslations(giveNs, { en: giveEn, sw: giveSw });
