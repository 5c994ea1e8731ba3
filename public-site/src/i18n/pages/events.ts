/** The events pages' namespace; its texts (pages/events.en.ts, .sw.ts) load by language (namespaces.ts). */
export const eventsNs = "site-events";
