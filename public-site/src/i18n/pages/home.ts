/** The home pages' namespace; its texts (pages/home.en.ts, .sw.ts) load by language (namespaces.ts). */
export const homeNs = "site-home";
