import { defineTexts } from "@church/ui-kit";
import { contentEn } from "./content.texts.en.ts";
import { contentSw } from "./content.texts.sw.ts";

/** Texts of the content tabs: Content Management, Blog Posts, Events (namespace "adminContent"). */
export const contentNamespace = defineTexts("adminContent", { en: contentEn, sw: contentSw });
