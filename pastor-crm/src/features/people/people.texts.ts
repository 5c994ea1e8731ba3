import { defineTexts } from "@church/ui-kit";
import { peopleEn } from "./people.texts.en.ts";
import { peopleSw } from "./people.texts.sw.ts";

/** The people feature's namespace, registered when its screens load. */
export const peopleNamespace = defineTexts("crmPeople", { en: peopleEn, sw: peopleSw });
