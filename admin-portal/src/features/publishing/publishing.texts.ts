import { defineTexts } from "@church/ui-kit";
import { publishingEn } from "./publishing.texts.en.ts";
import { publishingSw } from "./publishing.texts.sw.ts";

/** Texts of the staff preview page (namespace "adminPublishing"). */
export const publishingNamespace = defineTexts("adminPublishing", { en: publishingEn, sw: publishingSw });
