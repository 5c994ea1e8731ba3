import { churchInfo } from "@church/contracts";
import { dateTimeFormat } from "./format.ts";

/** Buffalo wall-clock date and "HH:MM" as an ISO date-time with that day's Eastern offset. */
export function buffaloDateTime(date: string, time24: string): string {
  const zone = dateTimeFormat("en-US", { timeZone: churchInfo.timeZone, timeZoneName: "short" })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  return `${date}T${time24}:00${zone === "EDT" ? "-04:00" : "-05:00"}`;
}

/** An instant (any ISO date-time) as Buffalo's wall-clock time with its offset, e.g. 2026-11-29T15:00:00-05:00. */
export function buffaloIso(instant: string): string {
  const when = new Date(instant);
  const parts = dateTimeFormat("en-US", {
    timeZone: churchInfo.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(when);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const local = `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
  const minutes = Math.round((Date.parse(`${local}Z`) - when.getTime()) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const offset = Math.abs(minutes);
  return `${local}${sign}${String(Math.floor(offset / 60)).padStart(2, "0")}:${String(offset % 60).padStart(2, "0")}`;
}

/** Date (YYYY-MM-DD), weekday (0 = Sunday) and minutes since midnight of a moment in Buffalo. */
export function buffaloClock(now: Date): { date: string; weekday: number; minutes: number } {
  const parts = dateTimeFormat("en-US", {
    timeZone: churchInfo.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: weekdays.indexOf(get("weekday")),
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}
