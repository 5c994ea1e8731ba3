import { mockEndpoint } from "../common/mock-endpoint.ts";
import { eventsStore } from "../events/events.mocks.ts";
import { calendarEndpoints } from "./calendar.endpoints.ts";

/** A plain feed of the mock events (all-day entries); the API writes the full one with times and repeats. */
function feed(category?: string): Response {
  const events = eventsStore
    .all()
    .filter((e) => e.status === "published" && (!category || e.category === category))
    .flatMap((e) => [
      "BEGIN:VEVENT",
      `UID:${e.id}@mock`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART;VALUE=DATE:${e.date.replace(/-/g, "")}`,
      `SUMMARY:${e.title.replace(/([\\;,])/g, "\\$1")}`,
      "END:VEVENT",
    ]);
  const text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//mock//EN", ...events, "END:VCALENDAR", ""].join(
    "\r\n",
  );
  return new Response(text, { headers: { "content-type": "text/calendar; charset=utf-8" } });
}

export const calendarHandlers = [
  mockEndpoint(calendarEndpoints.feed, () => feed()),
  mockEndpoint(calendarEndpoints.categoryFeed, ({ params }) => feed(params.feed)),
];
