/** The news pages' namespace; its texts (pages/news.en.ts, .sw.ts) load by language (namespaces.ts). */
export const newsNs = "site-news";
