/**
 * How demo content says it is demo: every item carries the `demo` tag (staff find and remove them all
 * by it) and ends with this note in both languages. Only the demo mode seeds it.
 */
export const demoTag = "demo";

export const demoNote = {
  en: "Demo content: a sample that shows how this site looks with real content.",
  sw: "Maudhui ya maonyesho: mfano unaoonyesha jinsi tovuti hii inavyoonekana ikiwa na maudhui halisi.",
} as const;

export const demoNoteHtml = {
  en: `<p><em>${demoNote.en}</em></p>`,
  sw: `<p><em>${demoNote.sw}</em></p>`,
} as const;

/** Fixed ids, so a test or a person can tell the demo rows from staff-made ones. */
const id = (group: string) => (n: number) =>
  `a5${group}0000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
export const demoIds = {
  article: id("01"),
  announcement: id("02"),
  blogPost: id("03"),
  video: id("04"),
  event: id("05"),
} as const;
