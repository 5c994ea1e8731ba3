import { defineTexts } from "@church/ui-kit";
import { settingsEn } from "./settings.texts.en.ts";
import { settingsSw } from "./settings.texts.sw.ts";

/** Texts of the Settings tab (namespace "adminSettings"). */
export const settingsNamespace = defineTexts("adminSettings", { en: settingsEn, sw: settingsSw });
