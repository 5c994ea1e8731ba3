import { defineTexts } from "@church/ui-kit";
import { outreachEn } from "./outreach.texts.en.ts";
import { outreachSw } from "./outreach.texts.sw.ts";

/** Texts of the Messages and Donations tabs (namespace "adminOutreach"; the newsletter has its own). */
export const outreachNamespace = defineTexts("adminOutreach", { en: outreachEn, sw: outreachSw });
