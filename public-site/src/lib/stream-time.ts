import { addDays, easternInstant, parseTimeOfDay } from "@church/contracts";
import { buffaloClock } from "./time.ts";

const weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/**
 * The next live stream from the time staff typed ("Sunday 3:00 PM - 6:00 PM EST"): the text without
 * the zone they wrote (it says EST in summer too; the page names the right one from `start`), and when
 * its next date starts in Buffalo (after the end of today's). A text without a weekday and a clock time
 * gives no instant.
 */
export function nextStream(typed: string, now: Date): { text: string; start: number | null } {
  const text = typed.replace(/\s*\b(?:EST|EDT|ET|Eastern(?: Time)?)\b/gi, "").trim();
  const day = /\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/i.exec(text)?.[1];
  const [start, end] = (text.match(/\b(?:1[0-2]|0?[1-9]):[0-5]\d\s?[AP]M\b/gi) ?? []).map(parseTimeOfDay);
  if (!day || !start) return { text, start: null };
  const clock = buffaloClock(now);
  const [hours = 0, minutes = 0] = (end ?? start).split(":").map(Number);
  let ahead = (weekdays.indexOf(day.toLowerCase()) - clock.weekday + 7) % 7;
  if (ahead === 0 && clock.minutes >= hours * 60 + minutes) ahead = 7;
  const date = addDays(clock.date, ahead);
  return { text, start: easternInstant(date, start) };
}
