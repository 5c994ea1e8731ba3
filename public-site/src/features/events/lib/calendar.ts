import { churchInfo, type Event, eventLimits, occurrencesBetween, rsvpMessages } from "@church/contracts";
import { ApiError } from "@church/contracts/client";
import { eventTimes } from "../../../lib/seo/structured-data.ts";

export interface MonthCell {
  /** YYYY-MM-DD, or null for the blanks before the 1st and after the last day. */
  date: string | null;
  day: number | null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The cells of a month grid, Sunday to Saturday, in whole weeks. `month` is 0-11. */
export function monthCells(year: number, month: number): MonthCell[][] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: MonthCell[] = [
    ...Array.from({ length: first }, () => ({ date: null, day: null })),
    ...Array.from({ length: days }, (_, index) => ({
      date: `${year}-${pad(month + 1)}-${pad(index + 1)}`,
      day: index + 1,
    })),
  ];
  while (cells.length % 7 !== 0) cells.push({ date: null, day: null });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month after (+1) or before (-1). */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const total = year * 12 + month + by;
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 };
}

/** No tags selected shows all; otherwise events with any of the selected tags. */
export function filterByTags<T extends Pick<Event, "tags">>(
  events: readonly T[],
  selected: readonly string[],
): T[] {
  if (selected.length === 0) return [...events];
  return events.filter((event) => event.tags.some((tag) => selected.includes(tag)));
}

/** Calendar cells show at most 20 characters of a title. */
export const cellTitle = (title: string) =>
  title.length > eventLimits.calendarTitleChars
    ? `${title.slice(0, eventLimits.calendarTitleChars)}…`
    : title;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** A web calendar template for the event, two hours long (all day when it has no time). */
export function calendarTemplateUrl(event: Event): string {
  const { start } = eventTimes(event);
  const hasTime = start.includes("T");
  let dates: string;
  if (hasTime) {
    const begin = new Date(start);
    const end = new Date(begin.getTime() + eventLimits.calendarEntryHours * 60 * 60 * 1000);
    dates = `${stamp(begin)}/${stamp(end)}`;
  } else {
    const day = event.date.replace(/-/g, "");
    const next = new Date(`${event.date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    dates = `${day}/${next.toISOString().slice(0, 10).replace(/-/g, "")}`;
  }
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates,
    details: event.description,
    location: `${event.location}, ${event.locationAddress ?? churchInfo.addressLine}`,
    ctz: churchInfo.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A maps search for the event's location plus Buffalo, NY. */
export const directionsUrl = (event: Pick<Event, "location">) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.location}, Buffalo, NY`)}`;

/** The spec's RSVP error texts (public-site.md section 8) for a failed RSVP. */
export function rsvpErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "bad_response" && error.message.includes("HTML")) return rsvpMessages.unavailableHtml;
    if (error.status === 404 || error.status === 405 || error.status >= 500 || error.status === 0)
      return rsvpMessages.unavailable;
    return error.message || rsvpMessages.genericError;
  }
  return rsvpMessages.genericError;
}

/** One date of an event: the event itself, or a later date of a repeating event. */
export type Occurrence = Event & {
  /** `${id}/${date}`: unique per date. */
  key: string;
  /** The date the API reports (its next occurrence), the one its start and end moments are for. */
  isNext: boolean;
};

/**
 * Every date of the events up to `until` (YYYY-MM-DD). The API shows a repeating event at its next
 * date; later dates follow its rule (contracts' events.dates.ts, which the API and the calendar feed
 * read too: weekly, every other week, monthly, skipped dates, end date). Each date carries its own
 * confirmed count; later ones take their time from the event's time text.
 */
export function expandOccurrences(events: readonly Event[], until: string): Occurrence[] {
  const list: Occurrence[] = [];
  for (const event of events) {
    list.push({ ...event, key: `${event.id}/${event.date}`, isNext: true });
    if (event.repeat === "none") continue;
    for (const date of occurrencesBetween(event, event.date, until, 400).slice(1)) {
      list.push({
        ...event,
        date,
        startDateTime: null,
        endDateTime: null,
        currentAttendees: event.attendeesByDate[date] ?? 0,
        key: `${event.id}/${date}`,
        isNext: false,
      });
    }
  }
  // Same day: by the clock ("09:00" before "15:00"); events without a clock time after those with one.
  const clock = (event: Event) => event.startTime ?? "99:99";
  return list.sort(
    (a, b) =>
      a.date.localeCompare(b.date) || clock(a).localeCompare(clock(b)) || a.title.localeCompare(b.title),
  );
}

/** The dates of one event the RSVP form offers: the next ones of its series, `count` at most. */
export function rsvpDatesOf(event: Event, from: string, count: number): string[] {
  if (event.repeat === "none") return [event.date];
  return occurrencesBetween(event, from > event.date ? from : event.date, "9999-12-31", count);
}

/** Places still free on one date of an event; null when it has no limit. */
export function placesLeft(
  event: Pick<Event, "maxAttendees" | "attendeesByDate" | "currentAttendees" | "date">,
  date: string,
): number | null {
  if (event.maxAttendees === null) return null;
  const taken = event.attendeesByDate[date] ?? (date === event.date ? event.currentAttendees : 0);
  return Math.max(0, event.maxAttendees - taken);
}
