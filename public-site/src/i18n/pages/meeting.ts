/** The meeting pages' namespace; its texts (pages/meeting.en.ts, .sw.ts) load by language (namespaces.ts). */
export const meetingNs = "site-meeting";
