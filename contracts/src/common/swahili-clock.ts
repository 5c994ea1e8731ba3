import type { Language } from "./primitives.ts";

/**
 * Times of day and the Swahili clock ("saa 9:00 alasiri" for 3:00 PM: East Africa counts the hours
 * from 6), without zod. Its own module, apart from content-utils.ts, so that the public home page's
 * first load does not carry it (pages with times, e-mails and text messages import it).
 */

const swahiliWeekdays: Record<string, string> = {
  sunday: "Jumapili",
  monday: "Jumatatu",
  tuesday: "Jumanne",
  wednesday: "Jumatano",
  thursday: "Alhamisi",
  friday: "Ijumaa",
  saturday: "Jumamosi",
};

/**
 * A time text staff typed or the server built ("Sunday 3:00 PM - 6:00 PM EST") as a Swahili visitor
 * reads it ("Jumapili saa 9:00 alasiri - saa 12:00 jioni EST"): clock times in Swahili time, weekdays in
 * Swahili. A "saa" already written before a time is not doubled; other words stay as typed.
 */
export function swahiliTimeText(text: string): string {
  return text
    .replace(
      /\b(?:saa\s+)?(1[0-2]|0?[1-9]):([0-5]\d)\s?(AM|PM)\b/gi,
      (_, h: string, m: string, half: string) =>
        // clockLabel adds the English time in brackets for the forms; a text already says it in its language.
        clockLabel(`${Number(h)}:${m} ${half.toUpperCase()}`, "sw").replace(/ \([^)]*\)$/, ""),
    )
    .replace(/\b(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day(s)?\b/gi, (word: string) => {
      return swahiliWeekdays[word.toLowerCase().replace(/s$/, "")] ?? word;
    });
}

/** "9:00 AM", "4:30 PM": the time-of-day text the forms and e-mails use. */
export const timeOfDayPattern = /^(1[0-2]|[1-9]):([0-5]\d) ?(AM|PM)$/i;

/** "4:30 PM" -> "16:30"; null when the text is not a time of day. */
export function parseTimeOfDay(text: string): string | null {
  const match = timeOfDayPattern.exec(text.trim());
  if (!match) return null;
  const [, h, m, half] = match;
  const hours = (Number(h) % 12) + ((half ?? "").toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${m}`;
}

/**
 * A time of day as visitors read it. Swahili counts hours from sunrise (9 AM is "saa 3 asubuhi"), so
 * the Swahili label gives both: "saa 3:00 asubuhi (9:00 AM)". Texts that are not a time stay as they are.
 */
export function clockLabel(time: string, language: Language): string {
  if (language !== "sw") return time;
  const time24 = parseTimeOfDay(time);
  if (!time24) return time;
  const [hours = 0, minutes = 0] = time24.split(":").map(Number);
  const swahiliHour = (hours + 6) % 12 || 12;
  // The small hours are night and dawn, not morning: 2 AM is "saa 8 usiku" (a Buffalo evening read in Nairobi).
  const period =
    hours < 4
      ? "usiku"
      : hours < 6
        ? "alfajiri"
        : hours < 12
          ? "asubuhi"
          : hours < 15
            ? "mchana"
            : hours < 16
              ? "alasiri"
              : hours < 19
                ? "jioni"
                : "usiku";
  return `saa ${swahiliHour}:${String(minutes).padStart(2, "0")} ${period} (${time})`;
}

/**
 * A time range as events show it ("3:00 PM - 6:00 PM", "6:30 PM"): start and optional end as HH:MM.
 * Null when the start is not a time of day.
 */
export function parseTimeRange(text: string): { start: string; end: string | null } | null {
  const [startText = "", endText] = text.split(/\s*(?:-|–|to)\s*/);
  const start = parseTimeOfDay(startText);
  if (!start) return null;
  return { start, end: endText ? parseTimeOfDay(endText) : null };
}
