import type { publicSettingsEn } from "./public-settings.texts.en.ts";

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
