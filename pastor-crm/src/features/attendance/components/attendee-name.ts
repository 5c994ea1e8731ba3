import { type Attendee, foldedText } from "@church/contracts";

/** "Margaret Okafor (Peggy)": the name, and the name they go by when it differs. */
export function attendeeName(person: Pick<Attendee, "givenName" | "familyName" | "knownAs">): string {
  const full = [person.givenName, person.familyName].filter(Boolean).join(" ");
  return person.knownAs && person.knownAs !== person.givenName ? `${full} (${person.knownAs})` : full;
}

/** Every word typed is the start of some part of the name or household ("ami mut" finds Amina Mutua). */
export function matchesSearch(person: Attendee, typed: string): boolean {
  const words = foldedText(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const parts = [person.givenName, person.familyName, person.knownAs, person.household?.name]
    .flatMap((part) => foldedText(part ?? null).split(/\s+/))
    .filter(Boolean);
  return words.every((word) => parts.some((part) => part.startsWith(word)));
}

/** A calendar date (YYYY-MM-DD) in the reader's language, with its weekday unless it goes without saying. */
export function formatServiceDate(date: string, language: string, withWeekday = true): string {
  return new Intl.DateTimeFormat(language === "sw" ? "sw-KE" : "en-US", {
    ...(withWeekday ? { weekday: "long" as const } : {}),
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
