import { addTranslations } from "@church/ui-kit";
import { newsEn } from "./news.en.ts";
import { newsSw } from "./news.sw.ts";

export const newsNs = "site-news";
addTranslations(newsNs, { en: newsEn, sw: newsSw });
