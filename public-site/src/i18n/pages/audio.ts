/** The audio pages' namespace; its texts (pages/audio.en.ts, .sw.ts) load by language (namespaces.ts). */
export const audioNs = "site-audio";
