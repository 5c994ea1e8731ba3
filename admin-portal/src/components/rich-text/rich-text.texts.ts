import { defineTexts } from "@church/ui-kit";
import { richTextEn } from "./rich-text.texts.en.ts";
import { richTextSw } from "./rich-text.texts.sw.ts";

/** Texts of the rich-text editor the articles, announcements and newsletter share (namespace "adminRichText"). */
export const richTextNamespace = defineTexts("adminRichText", { en: richTextEn, sw: richTextSw });
