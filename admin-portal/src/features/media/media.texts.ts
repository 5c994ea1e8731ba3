import { defineTexts } from "@church/ui-kit";
import { mediaEn } from "./media.texts.en.ts";
import { mediaSw } from "./media.texts.sw.ts";

/** Texts of the Live Stream, Videos, Audio and Social Media tabs (namespace "adminMedia"). */
export const mediaNamespace = defineTexts("adminMedia", { en: mediaEn, sw: mediaSw });
