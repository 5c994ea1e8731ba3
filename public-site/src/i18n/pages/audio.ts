import { addTranslations } from "@church/ui-kit";
import { audioEn } from "./audio.en.ts";
import { audioSw } from "./audio.sw.ts";

export const audioNs = "site-audio";
addTranslations(audioNs, { en: audioEn, sw: audioSw });
