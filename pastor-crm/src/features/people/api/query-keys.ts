import type { PeopleListQuery } from "@church/contracts";

/** Everything under `people` is reloaded after a save. */
export const peopleQueryKeys = {
  all: ["people"],
  list: (query: PeopleListQuery) => ["people", "list", query] as const,
  person: (id: string) => ["people", "person", id] as const,
  households: ["people", "households"],
} as const;
