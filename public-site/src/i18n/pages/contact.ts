/** The contact pages' namespace; its texts (pages/contact.en.ts, .sw.ts) load by language (namespaces.ts). */
export const contactNs = "site-contact";
