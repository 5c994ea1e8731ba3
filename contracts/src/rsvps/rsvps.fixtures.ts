import { sampleEventIds, sampleEvents } from "../seed/events.seed.ts";
import type { Rsvp } from "./rsvps.schema.ts";

const dateOf = (eventId: string): string => sampleEvents.find((e) => e.id === eventId)?.date ?? "2026-12-05";

/** RSVPs of the sample events (kept apart from the handlers so the events mock can count them). */
export const rsvpsFixtures: readonly Rsvp[] = [
  {
    id: "a7000000-0000-4000-8000-000000000001",
    eventId: sampleEventIds.mensMinistry,
    eventDate: dateOf(sampleEventIds.mensMinistry),
    attendeeName: "Joseph Baraka",
    attendeeEmail: "joseph.baraka@example.com",
    attendeePhone: "716-555-0167",
    notes: null,
    rsvpDate: "2026-11-10T16:20:00.000Z",
    status: "confirmed",
  },
  {
    id: "a7000000-0000-4000-8000-000000000002",
    eventId: sampleEventIds.mensMinistry,
    eventDate: dateOf(sampleEventIds.mensMinistry),
    attendeeName: "Emmanuel Ndayishimiye",
    attendeeEmail: "emmanuel.n@example.com",
    attendeePhone: null,
    notes: "Vegetarian breakfast, please",
    rsvpDate: "2026-11-11T09:05:00.000Z",
    status: "confirmed",
  },
  {
    id: "a7000000-0000-4000-8000-000000000003",
    eventId: sampleEventIds.mensMinistry,
    eventDate: dateOf(sampleEventIds.mensMinistry),
    attendeeName: "Michael Otieno",
    attendeeEmail: "m.otieno@example.com",
    attendeePhone: "716-555-0188",
    notes: null,
    rsvpDate: "2026-11-12T20:40:00.000Z",
    status: "cancelled",
  },
  {
    id: "a7000000-0000-4000-8000-000000000004",
    eventId: sampleEventIds.foodDrive,
    eventDate: dateOf(sampleEventIds.foodDrive),
    attendeeName: "Sarah Wanjiku",
    attendeeEmail: "sarah.wanjiku@example.com",
    attendeePhone: null,
    notes: "Coming with my two teenage children",
    rsvpDate: "2026-11-14T13:00:00.000Z",
    status: "confirmed",
  },
];

export const confirmedCount = (rsvps: readonly Rsvp[], eventId: string): number =>
  rsvps.filter((r) => r.eventId === eventId && r.status === "confirmed").length;
