import { addTranslations } from "@church/ui-kit";
import { programsEn } from "./programs.en.ts";
import { programsSw } from "./programs.sw.ts";

export const programsNs = "site-programs";
addTranslations(programsNs, { en: programsEn, sw: programsSw });
