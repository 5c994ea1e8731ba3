/**
 * Everything under `care-notes` is reloaded after a save. A note's text is never cached (read-note.ts).
 * Its own root: the follow-up feature keeps its queries under `care` (["care", "person", id] there is a
 * follow-up, not visits).
 */
export const careQueryKeys = {
  all: ["care-notes"],
  person: (id: string) => ["care-notes", "person", id] as const,
  household: (id: string) => ["care-notes", "household", id] as const,
  followUps: ["care-notes", "follow-ups"],
  staff: ["care-notes", "staff"],
} as const;
