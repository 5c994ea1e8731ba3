import { type MeetingRequest, meetingTiming, parseTimeOfDay } from "@church/contracts";

const churchTimeZone = "America/New_York";

/** Start and end of an accepted meeting as local Buffalo times (YYYYMMDDTHHMMSS), or null when unreadable. */
export function meetingSlot(
  request: Pick<MeetingRequest, "requestedDate" | "requestedTime" | "suggestedDate" | "suggestedTime">,
) {
  const date = request.suggestedDate ?? request.requestedDate;
  const time = parseTimeOfDay(request.suggestedTime ?? request.requestedTime);
  if (!time || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [hours, minutes] = time.split(":").map(Number);
  if (hours === undefined || minutes === undefined) return null;
  const compact = date.replaceAll("-", "");
  const pad = (n: number) => String(n).padStart(2, "0");
  const endHours = hours + meetingTiming.calendarEntryHours;
  // A meeting starts by 7 PM, so the one-hour entry never crosses midnight.
  return {
    start: `${compact}T${pad(hours)}${pad(minutes)}00`,
    end: `${compact}T${pad(endHours)}${pad(minutes)}00`,
  };
}

const escapeIcs = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

/** An iCalendar file of one meeting, in the church's time zone. */
export function meetingIcs(request: MeetingRequest, slot: { start: string; end: string }): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Amani Friends Church//Admin Portal//EN",
    "BEGIN:VEVENT",
    `UID:${request.id}@admin-portal`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${churchTimeZone}:${slot.start}`,
    `DTEND;TZID=${churchTimeZone}:${slot.end}`,
    `SUMMARY:${escapeIcs(`${request.subject} - ${request.requesterName}`)}`,
    `DESCRIPTION:${escapeIcs(`${request.message}\n${request.requesterEmail}${request.requesterPhone ? ` ${request.requesterPhone}` : ""}`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

export function googleCalendarUrl(request: MeetingRequest, slot: { start: string; end: string }): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: `${request.subject} - ${request.requesterName}`,
    dates: `${slot.start}/${slot.end}`,
    details: `${request.message}\n${request.requesterEmail}`,
    ctz: churchTimeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
