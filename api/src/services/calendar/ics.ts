import { churchInfo, daysBetween, type RepeatRule, weekdayOfMonth } from "@church/contracts";
import { churchTimeZone, shiftChurchDays } from "../../lib/church-time.ts";

/**
 * A small RFC 5545 writer. We write the text ourselves because the events keep Buffalo wall-clock
 * times (DTSTART;TZID=America/New_York) so weekly repeats stay at 3 PM across daylight-saving changes;
 * the generator in the npm list writes the server's local clock under a TZID.
 */

export interface IcsEvent {
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  categories?: readonly string[];
  /** Timed event: start and end instants, written in Buffalo time. */
  start?: Date | null;
  end?: Date | null;
  /** All-day event (when no start time is known): YYYY-MM-DD. */
  date: string;
  /** e.g. "FREQ=WEEKLY". */
  rrule?: string | null;
  /** Dates of the series that do not take place (YYYY-MM-DD), written as EXDATE. */
  exdates?: readonly string[];
  /** Last change, for SEQUENCE-free updates in calendar apps. */
  updatedAt?: Date;
}

export interface IcsCalendar {
  name: string;
  description?: string;
  events: readonly IcsEvent[];
  /** PUBLISH for feeds and attachments. */
  method?: "PUBLISH";
}

const TZID = churchTimeZone;

/** America/New_York since 2007 (second Sunday of March to first Sunday of November). */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: TZID,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** 20261206T150000: the instant as Buffalo wall-clock time. */
export function localStamp(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/** 20261206T200000Z */
export const utcStamp = (instant: Date): string =>
  `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

const dateValue = (date: string) => date.replace(/-/g, "");

const nextDay = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** Two hours when an event has a start and no end (public-site.md section 9). */
const DEFAULT_HOURS = 2;

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.updatedAt ?? now)}`];
  if (event.start) {
    const end =
      event.end && event.end > event.start
        ? event.end
        : new Date(event.start.getTime() + DEFAULT_HOURS * 3_600_000);
    lines.push(`DTSTART;TZID=${TZID}:${localStamp(event.start)}`, `DTEND;TZID=${TZID}:${localStamp(end)}`);
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`,
    );
  }
  if (event.rrule) lines.push(`RRULE:${event.rrule}`);
  for (const skipped of event.rrule ? (event.exdates ?? []) : []) {
    const start = event.start;
    lines.push(
      start
        ? `EXDATE;TZID=${TZID}:${localStamp(shiftChurchDays(start, daysBetween(event.date, skipped)))}`
        : `EXDATE;VALUE=DATE:${dateValue(skipped)}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories && event.categories.length > 0) {
    lines.push(`CATEGORIES:${event.categories.map(escapeText).join(",")}`);
  }
  lines.push("STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** The whole calendar as text with CRLF line ends. */
export function renderCalendar(calendar: IcsCalendar, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${churchInfo.name}//Events//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${calendar.method ?? "PUBLISH"}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    // Subscribed calendars refresh every six hours.
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  lines.push(...VTIMEZONE);
  for (const event of calendar.events) lines.push(...eventLines(event, now));
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/**
 * The RRULE of a repeating event (null for a one-off one). Monthly events on the 29th-31st fall on the
 * month's last day in shorter months, as the API shows them: the 31st is the last day of every month,
 * the 29th and 30th are "that day, or the last day if the month is shorter" (the first of the two that
 * exists). The end date becomes UNTIL: the last start as UTC for a timed event (RFC 5545 wants UTC
 * when DTSTART has a TZID), the date itself for an all-day one.
 */
export function repeatRule(rule: RepeatRule, start: Date | null = null): string | null {
  const until = rule.repeatUntil
    ? `;UNTIL=${start ? utcStamp(shiftChurchDays(start, daysBetween(rule.firstDate, rule.repeatUntil))) : dateValue(rule.repeatUntil)}`
    : "";
  switch (rule.repeat) {
    case "none":
      return null;
    case "weekly":
      return `FREQ=WEEKLY${until}`;
    case "biweekly":
      return `FREQ=WEEKLY;INTERVAL=2${until}`;
    case "monthly-weekday": {
      const { weekday, nth } = weekdayOfMonth(rule.firstDate);
      return `FREQ=MONTHLY;BYDAY=${nth}${weekdayCodes[weekday]}${until}`;
    }
    case "monthly": {
      const day = Number(rule.firstDate.slice(8, 10));
      if (day <= 28) return `FREQ=MONTHLY;BYMONTHDAY=${day}${until}`;
      if (day === 31) return `FREQ=MONTHLY;BYMONTHDAY=-1${until}`;
      return `FREQ=MONTHLY;BYMONTHDAY=${day},-1;BYSETPOS=1${until}`;
    }
  }
}
