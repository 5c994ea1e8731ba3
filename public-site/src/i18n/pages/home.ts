import { addTranslations } from "@church/ui-kit";
import { homeEn } from "./home.en.ts";
import { homeSw } from "./home.sw.ts";

export const homeNs = "site-home";
addTranslations(homeNs, { en: homeEn, sw: homeSw });
