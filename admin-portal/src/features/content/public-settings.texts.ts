import { defineTexts } from "@church/ui-kit";
import { publicSettingsEn } from "./public-settings.texts.en.ts";
import { publicSettingsSw } from "./public-settings.texts.sw.ts";

/** Texts of the list of settings the public site reads (namespace "adminPublicSettings"). */
export const publicSettingsNamespace = defineTexts("adminPublicSettings", {
  en: publicSettingsEn,
  sw: publicSettingsSw,
});
