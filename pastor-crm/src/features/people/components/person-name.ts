import type { PersonRef } from "@church/contracts";

/** "Margaret Okafor (Peggy)": the full name, and the name they go by when it differs. */
export function personName(person: Pick<PersonRef, "givenName" | "familyName" | "knownAs">): string {
  const full = [person.givenName, person.familyName].filter(Boolean).join(" ");
  return person.knownAs && person.knownAs !== person.givenName ? `${full} (${person.knownAs})` : full;
}

// Shared with the visits and notes screens.
export { formatDay } from "../../../lib/format-day.ts";
