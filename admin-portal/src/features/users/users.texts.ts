import { defineTexts } from "@church/ui-kit";
import { usersEn } from "./users.texts.en.ts";
import { usersSw } from "./users.texts.sw.ts";

/** Texts of the Users tab (namespace "adminUsers"); the tab's label is with the dashboard's other tab names. */
export const usersNamespace = defineTexts("adminUsers", { en: usersEn, sw: usersSw });
