import { calendarDate, churchInfo } from "@church/contracts";

/** The church keeps its books in Buffalo, NY: "today" is today there, whatever the viewer's clock says. */
export function todayInChurchTimeZone(now: Date = new Date()): string {
  return calendarDate(now, churchInfo.timeZone);
}

/** Month and day only (e.g. "Mar 1"), for chart axes where the year is clear from the context. */
export function formatShortDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  return new Intl.DateTimeFormat(language === "sw" ? "sw-TZ" : "en-US", {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The most recent Sunday on or before `today` (YYYY-MM-DD): the service a new record is usually for. */
export function mostRecentSunday(today: string): string {
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}
