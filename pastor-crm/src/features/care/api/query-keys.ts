import type { FollowUpsQuery } from "@church/contracts";

/** Everything under `care` is reloaded after a save. */
export const careQueryKeys = {
  all: ["care"],
  followUps: (query: FollowUpsQuery) => ["care", "follow-ups", query] as const,
  personFollowUp: (personId: string) => ["care", "person", personId] as const,
  settings: ["care", "settings"],
  lists: ["care", "lists"],
} as const;

/**
 * The people screens' cache (their timeline shows a step done). Named by its root key only: features
 * do not import each other.
 */
export const peopleCacheKey = ["people"] as const;
