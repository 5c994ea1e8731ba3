/** The about pages' namespace; its texts (pages/about.en.ts, .sw.ts) load by language (namespaces.ts). */
export const aboutNs = "site-about";
