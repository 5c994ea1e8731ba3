/**
 * The text-reminder fields' namespace; its texts (pages/text-reminders.en.ts, .sw.ts) load by language
 * (namespaces.ts), like every page's. Registering them at module load instead (ui-kit's
 * addTranslations) started ui-kit's bundled two-language instance when the page's code ran before the
 * page's own instance existed: it set <html lang="en"> and remembered English on a Swahili page.
 */
export const textRemindersNs = "site-text-reminders";
