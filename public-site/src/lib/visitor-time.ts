import { easternWallClock, type Language } from "@church/contracts";

// Loaded only by a browser whose clock is not Buffalo's (components/zone-time.tsx): the home page's
// first load does not carry it for the church's own visitors.

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "11:00 PM" on the browser's own clock (Date's local fields: no Intl time-zone data needed). */
const clock = (at: Date) =>
  `${at.getHours() % 12 || 12}:${String(at.getMinutes()).padStart(2, "0")} ${at.getHours() < 12 ? "AM" : "PM"}`;

/**
 * The browser's time zone ("Africa/Nairobi"). Temporal names it at no cost; the first
 * Intl.DateTimeFormat a page makes costs 100-170 ms at Lighthouse's 4x CPU slowdown (its locale data),
 * which was the longest task of an islands page abroad. Browsers without Temporal ask Intl, once.
 */
let browserZone: string | undefined;
const zoneOfBrowser = (): string => {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId: () => string } } }).Temporal;
  browserZone ??= temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
  return browserZone;
};

/**
 * When a time in Buffalo starts on the visitor's own clock: "11:00 PM", with the weekday when it falls
 * on another day there ("Monday 4:00 AM"); in Swahili time for Swahili pages ("saa 5:00 usiku": East
 * Africa counts the hours from 6). Only the start: the line stays one line on a phone, so it fits the
 * space kept for it. `city` is the browser's zone's city ("Nairobi"), or "" when its zone names none (UTC).
 */
export async function visitorTime(
  start: number,
  language: Language,
): Promise<{ time: string; city: string }> {
  const from = new Date(start);
  let time = clock(from);
  if (from.getDay() !== easternWallClock(start).getUTCDay()) time = `${weekdays[from.getDay()]} ${time}`;
  const zone = zoneOfBrowser();
  const city = zone.includes("/") ? (zone.split("/").pop() ?? "").replace(/_/g, " ") : "";
  // The Swahili clock only for Swahili pages: an English visitor abroad does not fetch it.
  return { time: language === "sw" ? (await import("./time-text.ts")).timeText(time, language) : time, city };
}
