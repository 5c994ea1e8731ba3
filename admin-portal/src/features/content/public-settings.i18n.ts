import { addTranslations } from "@church/ui-kit";

/** Texts of the list of settings the public site reads (namespace "adminPublicSettings"). */
export const publicSettingsNamespace = "adminPublicSettings";

export const publicSettingsEn = {
  title: "Shown on the public site",
  intro: "Every item the public pages read. Fill in what is not set yet; visitors see a default until then.",
  shownOn: "Shown on {{page}}",
  notSet: "Not set",
  notSetText: "Visitors see the built-in default.",
  notSetVideo: "Visitors see the Sunday service time and a link to the church's video channel.",
  set: "Set",
  edit: "Edit",
  setLabel: "Set: {{label}}",
  editLabel: "Edit: {{label}}",
  draft: "Draft: not shown",
  youtubeHint: "A YouTube video link or its 11-character ID.",
} as const;

export const publicSettingsSw: Record<keyof typeof publicSettingsEn, string> = {
  title: "Kinachoonyeshwa kwenye tovuti ya umma",
  intro:
    "Kila kipengele ambacho kurasa za umma husoma. Jaza ambavyo bado havijawekwa; hadi hapo wageni huona chaguo-msingi.",
  shownOn: "Kinaonyeshwa kwenye {{page}}",
  notSet: "Hakijawekwa",
  notSetText: "Wageni huona maandishi ya chaguo-msingi.",
  notSetVideo: "Wageni huona saa ya ibada ya Jumapili na kiungo cha chaneli ya video ya kanisa.",
  set: "Weka",
  edit: "Hariri",
  setLabel: "Weka: {{label}}",
  editLabel: "Hariri: {{label}}",
  draft: "Rasimu: hakionyeshwi",
  youtubeHint: "Kiungo cha video ya YouTube au kitambulisho chake cha herufi 11.",
};

addTranslations(publicSettingsNamespace, { en: publicSettingsEn, sw: publicSettingsSw });
