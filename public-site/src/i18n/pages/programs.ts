/** The programs pages' namespace; its texts (pages/programs.en.ts, .sw.ts) load by language (namespaces.ts). */
export const programsNs = "site-programs";
