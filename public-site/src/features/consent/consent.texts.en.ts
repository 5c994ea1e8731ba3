/** English texts of the cookie preferences dialog (namespace "site-consent"). */
export const consentEn = {
  modalTitle: "Cookie Preferences",
  modalText: "Choose which cookies we may use. You can change this at any time from the footer.",
  essentialTitle: "Essential cookies",
  essentialText:
    "Needed for the site to work: your language choice, this consent choice and staff sign-in. They cannot be turned off.",
  alwaysActive: "Always active",
  analyticsTitle: "Analytics cookies",
  analyticsText:
    "Let us count which pages are visited so we can improve the site. Nothing is shared with advertisers.",
  save: "Save Preferences",
} as const;
