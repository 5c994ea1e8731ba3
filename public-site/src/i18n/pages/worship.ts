/** The worship pages' namespace; its texts (pages/worship.en.ts, .sw.ts) load by language (namespaces.ts). */
export const worshipNs = "site-worship";
