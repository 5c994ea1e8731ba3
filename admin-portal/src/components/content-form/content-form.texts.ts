import { defineTexts } from "@church/ui-kit";
import { contentFormEn } from "./content-form.texts.en.ts";
import { contentFormSw } from "./content-form.texts.sw.ts";

/** Texts of the content form frame every content kind shares (namespace "adminContentForm"). */
export const contentFormNamespace = defineTexts("adminContentForm", { en: contentFormEn, sw: contentFormSw });
