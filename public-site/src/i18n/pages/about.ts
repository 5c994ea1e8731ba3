import { addTranslations } from "@church/ui-kit";
import { aboutEn } from "./about.en.ts";
import { aboutSw } from "./about.sw.ts";

export const aboutNs = "site-about";
addTranslations(aboutNs, { en: aboutEn, sw: aboutSw });
