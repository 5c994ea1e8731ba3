import { churchInfo, clockLabel, easternZoneName } from "@church/contracts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Sunday, December 6, 2026 at 9:00 AM EST": an instant as the church's clock reads it, in the
 * interface's language (Swahili gives the Swahili hour too: "saa 3:00 asubuhi (9:00 AM)").
 */
export function buffaloDateTime(iso: string, language: string): string {
  const instant = new Date(iso);
  const key = language === "sw" ? "sw" : "en";
  let date = formats.get(key);
  if (!date) {
    date = new Intl.DateTimeFormat(key === "sw" ? "sw-KE" : "en-US", {
      dateStyle: "full",
      timeZone: churchInfo.timeZone,
    });
    formats.set(key, date);
  }
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: churchInfo.timeZone,
  }).format(instant);
  return `${date.format(instant)}, ${clockLabel(time, key)} ${easternZoneName(instant.getTime())}`;
}

/** "3:04 PM" on this computer's clock (when the composer last saved), in the interface's language. */
export function localClock(at: Date, language: string): string {
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(at);
  return clockLabel(time, language === "sw" ? "sw" : "en");
}
