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
