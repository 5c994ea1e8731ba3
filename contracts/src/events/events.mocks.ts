import { calendarDate, slugify } from "../common/content-utils.ts";
import { easternInstant, easternZoneName } from "../common/eastern-time.ts";
import { mockEndpoint, mockError } from "../common/mock-endpoint.ts";
import { createMockStore, newId, nowIso } from "../common/mock-store.ts";
import { changeMockStatus } from "../publishing/publishing.mocks.ts";
import { confirmedCount, rsvpsFixtures } from "../rsvps/rsvps.fixtures.ts";
import { sampleEvents } from "../seed/events.seed.ts";
import { formatTimeRange } from "./events.dates.ts";
import { eventsEndpoints } from "./events.endpoints.ts";
import { type Event, type EventInput, eventMessages } from "./events.schema.ts";

const draft: Event = {
  id: "a3000000-0000-4000-8000-000000000004",
  slug: "christmas-carol-service",
  title: "Christmas Carol Service",
  description: "Carols in Swahili and English, the Christmas story and hot chocolate for everyone.",
  date: "2026-12-20",
  firstDate: "2026-12-20",
  time: "3:00 PM - 5:00 PM",
  startTime: "15:00",
  endTime: "17:00",
  startDateTime: "2026-12-20T15:00:00-05:00",
  endDateTime: "2026-12-20T17:00:00-05:00",
  location: "Main Sanctuary",
  locationAddress: null,
  mapUrl: null,
  category: "special",
  tags: ["christmas", "music"],
  imageUrl: null,
  rsvpRequired: false,
  maxAttendees: null,
  currentAttendees: 0,
  attendeesByDate: {},
  status: "draft",
  publishedAt: null,
  repeat: "none",
  repeatUntil: null,
  skipDates: [],
  translations: {
    sw: {
      title: "Ibada ya Nyimbo za Krismasi",
      description:
        "Nyimbo za Krismasi kwa Kiswahili na Kiingereza, habari ya Krismasi na chokoleti moto kwa kila mtu.",
    },
  },
  createdAt: "2026-11-01T12:00:00.000Z",
  updatedAt: "2026-11-01T12:00:00.000Z",
};

/** The three sample events (with the fixture RSVPs counted) and one draft. */
export const eventsFixtures: readonly Event[] = [
  ...sampleEvents.map((event) => ({ ...event, currentAttendees: confirmedCount(rsvpsFixtures, event.id) })),
  draft,
];

export const eventsStore = createMockStore(() => eventsFixtures);

const byDate = (a: Event, b: Event) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time);

/** A Buffalo wall-clock time on a date as an ISO moment (EST/EDT decided by the date, as the seed does). */
function buffaloMoment(date: string, time24: string | null): string | null {
  if (!time24) return null;
  const zone = easternZoneName(easternInstant(date, "12:00"));
  return `${date}T${time24}:00${zone === "EDT" ? "-04:00" : "-05:00"}`;
}

function fromInput(
  input: EventInput,
  current?: Event,
): Omit<Event, "id" | "createdAt" | "currentAttendees" | "attendeesByDate"> {
  const now = nowIso();
  const { slug, ...fields } = input;
  return {
    ...fields,
    firstDate: input.date,
    time: input.time || (input.startTime ? formatTimeRange(input.startTime, input.endTime, "en") : ""),
    slug: slug ?? slugify(input.title),
    startDateTime: input.startDateTime ?? buffaloMoment(input.date, input.startTime),
    endDateTime: input.endDateTime ?? buffaloMoment(input.date, input.endTime),
    publishedAt: input.status === "published" ? (current?.publishedAt ?? now) : null,
    updatedAt: now,
  };
}

const notFound = () => mockError(404, "not_found", eventMessages.notFound);

export const eventsHandlers = [
  mockEndpoint(eventsEndpoints.list, ({ query }) => {
    const today = calendarDate(new Date());
    const events = eventsStore
      .all()
      .filter((e) => e.status === "published")
      .filter((e) => !query.upcoming || e.date >= today)
      .filter((e) => !query.category || e.category === query.category)
      .filter((e) => !query.tag || e.tags.includes(query.tag))
      .sort(byDate);
    return { events: query.limit ? events.slice(0, query.limit) : events };
  }),
  mockEndpoint(eventsEndpoints.adminList, ({ query }) => {
    const q = query.q?.toLowerCase();
    const events = eventsStore
      .all()
      .filter((e) => !query.status || e.status === query.status)
      .filter((e) => !q || `${e.title} ${e.description} ${e.location}`.toLowerCase().includes(q))
      .sort((a, b) => byDate(b, a));
    return { events };
  }),
  mockEndpoint(eventsEndpoints.create, ({ body }) => {
    const now = nowIso();
    const event = eventsStore.insert({
      id: newId(),
      ...fromInput(body),
      currentAttendees: 0,
      attendeesByDate: {},
      createdAt: now,
    });
    return { event };
  }),
  mockEndpoint(eventsEndpoints.update, ({ params, body }) => {
    const current = eventsStore.find(params.id);
    if (!current) return notFound();
    const event = eventsStore.update(params.id, fromInput(body, current));
    return event ? { event } : notFound();
  }),
  mockEndpoint(eventsEndpoints.remove, ({ params }) =>
    eventsStore.remove(params.id) ? { success: true as const } : notFound(),
  ),
  mockEndpoint(eventsEndpoints.setStatus, ({ params, body }) => {
    const item = changeMockStatus(eventsStore, params.id, body.status, eventMessages.notFound);
    return item instanceof Response ? item : { event: item };
  }),
];
