/**
 * When an event takes place: its repeat rule, the dates it gives, and its time of day as text. Without
 * zod: the API (next date, RSVP dates, the iCalendar feed) and the public calendar (every date of a
 * month) use these same functions, so the three always agree.
 */
import { addDays } from "../common/content-utils.ts";

/**
 * none; weekly; biweekly (every other week); monthly (the same day of the month, the month's last day
 * when it is shorter); monthly-weekday (the n-th weekday of the month, e.g. the second Saturday, or the
 * last one when the first date is the fifth).
 */
export const eventRepeats = ["none", "weekly", "biweekly", "monthly", "monthly-weekday"] as const;
export type EventRepeat = (typeof eventRepeats)[number];

export const eventRepeatLimits = { skipDatesMax: 100 } as const;

/** What decides an event's dates. `firstDate` is the first one; skipped dates are left out. */
export interface RepeatRule {
  firstDate: string;
  repeat: EventRepeat;
  /** Last possible date (inclusive); null repeats without end. */
  repeatUntil: string | null;
  skipDates: readonly string[];
}

const dayMs = 86_400_000;
const utcNoon = (date: string) => Date.parse(`${date}T12:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD date to another. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcNoon(to) - utcNoon(from)) / dayMs);

const partsOf = (date: string) => date.split("-").map(Number) as [number, number, number];

/** Months from the month of `from` to the month of `to`. */
const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = partsOf(from);
  const [ty, tm] = partsOf(to);
  return (ty - fy) * 12 + (tm - fm);
};

/** The same day of the month `months` later, or that month's last day when it is shorter. */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = partsOf(date);
  const first = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return isoOf(first.getTime());
}

/** Which weekday of its month a date is: weekday 0 (Sunday) to 6, n-th 1 to 4, or -1 for a fifth (the last). */
export function weekdayOfMonth(date: string): { weekday: number; nth: 1 | 2 | 3 | 4 | -1 } {
  const [, , day] = partsOf(date);
  const weekday = new Date(utcNoon(date)).getUTCDay();
  const nth = Math.ceil(day / 7);
  return { weekday, nth: nth >= 5 ? -1 : (nth as 1 | 2 | 3 | 4) };
}

/** The n-th (or last, -1) given weekday of the month `months` after the month of `date`. */
function nthWeekdayAfter(date: string, months: number, weekday: number, nth: number): string {
  const [year, month] = partsOf(date);
  if (nth === -1) {
    const last = new Date(Date.UTC(year, month - 1 + months + 1, 0, 12));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
    return isoOf(last.getTime());
  }
  const first = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  first.setUTCDate(1 + ((weekday - first.getUTCDay() + 7) % 7) + (nth - 1) * 7);
  return isoOf(first.getTime());
}

/** The series' k-th date (k = 0 is the first date), skipped dates included. */
function stepDate(rule: RepeatRule, k: number): string {
  switch (rule.repeat) {
    case "none":
      return rule.firstDate;
    case "weekly":
      return addDays(rule.firstDate, 7 * k);
    case "biweekly":
      return addDays(rule.firstDate, 14 * k);
    case "monthly":
      return addMonthsClamped(rule.firstDate, k);
    case "monthly-weekday": {
      const { weekday, nth } = weekdayOfMonth(rule.firstDate);
      return nthWeekdayAfter(rule.firstDate, k, weekday, nth);
    }
  }
}

/** The first step whose date can be on or after `from` (a step or two early is fine: they are filtered). */
function firstStepFrom(rule: RepeatRule, from: string): number {
  if (from <= rule.firstDate) return 0;
  switch (rule.repeat) {
    case "none":
      return 0;
    case "weekly":
      return Math.floor(daysBetween(rule.firstDate, from) / 7);
    case "biweekly":
      return Math.floor(daysBetween(rule.firstDate, from) / 14);
    default:
      return Math.max(0, monthsBetween(rule.firstDate, from) - 1);
  }
}

/**
 * The event's dates from `from` to `until` (both YYYY-MM-DD, inclusive), in order, without skipped
 * dates and not past `repeatUntil`; at most `limit` of them.
 */
export function occurrencesBetween(rule: RepeatRule, from: string, until: string, limit = 1000): string[] {
  const end = rule.repeatUntil && rule.repeatUntil < until ? rule.repeatUntil : until;
  const skipped = new Set(rule.skipDates);
  const dates: string[] = [];
  if (rule.repeat === "none") {
    return rule.firstDate >= from && rule.firstDate <= end && !skipped.has(rule.firstDate)
      ? [rule.firstDate]
      : [];
  }
  for (let k = firstStepFrom(rule, from); dates.length < limit; k++) {
    const date = stepDate(rule, k);
    if (date > end) break;
    if (date >= from && !skipped.has(date)) dates.push(date);
  }
  return dates;
}

/** Whether the event takes place on `date`. */
export const isOccurrence = (rule: RepeatRule, date: string): boolean =>
  occurrencesBetween(rule, date, date, 1).length === 1;

/**
 * The date to show and take RSVPs for: the first date on or after `today`; for a series that has
 * ended, its last date; for one whose every date was skipped, its first date.
 */
export function nextOccurrence(rule: RepeatRule, today: string): string {
  const [next] = occurrencesBetween(rule, today, "9999-12-31", 1);
  if (next) return next;
  return occurrencesBetween(rule, rule.firstDate, today).at(-1) ?? rule.firstDate;
}

// --- time of day -------------------------------------------------------------------------------

const hhmm = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "15:00" -> "3:00 PM". */
function englishTime(time24: string): string {
  const [, h = "0", m = "00"] = hhmm.exec(time24) ?? [];
  const hours = Number(h);
  return `${hours % 12 || 12}:${m} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * "15:00" -> "9:00 alasiri": Swahili time counts the hours from 6 in the morning and evening, with the
 * part of the day after it (asubuhi, mchana, alasiri, jioni, usiku), as the church's Swahili texts do.
 */
function swahiliTime(time24: string): string {
  const [, h = "0", m = "00"] = hhmm.exec(time24) ?? [];
  const hours = Number(h);
  const part =
    hours >= 5 && hours < 12
      ? "asubuhi"
      : hours < 15 && hours >= 12
        ? "mchana"
        : hours >= 15 && hours < 18
          ? "alasiri"
          : hours >= 18 && hours < 20
            ? "jioni"
            : "usiku";
  return `${(hours + 6) % 12 || 12}:${m} ${part}`;
}

/** An event's time as shown: "3:00 PM - 6:00 PM" or, in Swahili, "Saa 9:00 alasiri - 12:00 jioni". */
export function formatTimeRange(start24: string, end24: string | null, language: "en" | "sw"): string {
  if (language === "sw") {
    return `Saa ${swahiliTime(start24)}${end24 ? ` - ${swahiliTime(end24)}` : ""}`;
  }
  return `${englishTime(start24)}${end24 ? ` - ${englishTime(end24)}` : ""}`;
}

/** Whether a text is a 24-hour time of day, "HH:MM". */
export const isTime24 = (text: string): boolean => hhmm.test(text);
