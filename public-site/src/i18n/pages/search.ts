/** The search pages' namespace; its texts (pages/search.en.ts, .sw.ts) load by language (namespaces.ts). */
export const searchNs = "site-search";
