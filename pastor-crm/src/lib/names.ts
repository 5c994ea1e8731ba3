import type { PersonRef } from "@church/contracts";

/** "Margaret Okafor (Peggy)": the full name, and the name they go by when it differs. */
export function personName(person: Pick<PersonRef, "givenName" | "familyName" | "knownAs">): string {
  const full = [person.givenName, person.familyName].filter(Boolean).join(" ");
  return person.knownAs && person.knownAs !== person.givenName ? `${full} (${person.knownAs})` : full;
}

/** A calendar date (YYYY-MM-DD) in the reader's language, without a time zone shift. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
