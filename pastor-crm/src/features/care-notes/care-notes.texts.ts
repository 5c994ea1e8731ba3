import { defineTexts } from "@church/ui-kit";
import { careNotesEn } from "./care-notes.texts.en.ts";
import { careNotesSw } from "./care-notes.texts.sw.ts";

/** The visits and notes namespace, registered when its screens load. */
export const careNotesNamespace = defineTexts("crmCareNotes", { en: careNotesEn, sw: careNotesSw });
