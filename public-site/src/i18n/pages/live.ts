/** The live pages' namespace; its texts (pages/live.en.ts, .sw.ts) load by language (namespaces.ts). */
export const liveNs = "site-live";
