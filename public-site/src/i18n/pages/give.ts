/** The give pages' namespace; its texts (pages/give.en.ts, .sw.ts) load by language (namespaces.ts). */
export const giveNs = "site-give";
