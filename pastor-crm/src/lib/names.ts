import { formatDate, type PersonRef } from "@church/contracts";

/** "Margaret Okafor (Peggy)": the full name, and the name they go by when it differs. */
export function personName(person: Pick<PersonRef, "givenName" | "familyName" | "knownAs">): string {
  const full = [person.givenName, person.familyName].filter(Boolean).join(" ");
  return person.knownAs && person.knownAs !== person.givenName ? `${full} (${person.knownAs})` : full;
}

/** A calendar date (YYYY-MM-DD) in the reader's language, e.g. "Mar 1, 2026" / "1 Mac 2026". */
export const formatDay = (date: string, language: string): string => formatDate(date, language, "medium");
