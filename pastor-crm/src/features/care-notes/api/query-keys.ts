/** Everything under `care` is reloaded after a save. A note's text is never cached (read-note.ts). */
export const careQueryKeys = {
  all: ["care"],
  person: (id: string) => ["care", "person", id] as const,
  household: (id: string) => ["care", "household", id] as const,
  followUps: ["care", "follow-ups"],
  staff: ["care", "staff"],
} as const;
