import { churchInfo, type MeetingRequest, meetingTiming, parseTimeOfDay } from "@church/contracts";

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

export function googleCalendarUrl(request: MeetingRequest, slot: { start: string; end: string }): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: `${request.subject} - ${request.requesterName}`,
    dates: `${slot.start}/${slot.end}`,
    details: `${request.message}\n${request.requesterEmail}`,
    ctz: churchInfo.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
