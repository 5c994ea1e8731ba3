/** The legal pages' namespace; its texts (pages/legal.en.ts, .sw.ts) load by language (namespaces.ts). */
export const legalNs = "site-legal";
