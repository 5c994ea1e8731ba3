import { addTranslations } from "@church/ui-kit";
import { searchEn } from "./search.en.ts";
import { searchSw } from "./search.sw.ts";

export const searchNs = "site-search";
addTranslations(searchNs, { en: searchEn, sw: searchSw });
