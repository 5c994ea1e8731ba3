import { addTranslations } from "@church/ui-kit";
import { liveEn } from "./live.en.ts";
import { liveSw } from "./live.sw.ts";

export const liveNs = "site-live";
addTranslations(liveNs, { en: liveEn, sw: liveSw });
