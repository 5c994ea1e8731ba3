import { addDays, churchInfo } from "@church/contracts";
import { churchDateTime } from "../../../lib/church-time.ts";
import type { events } from "../../schema.ts";
import { demoIds, demoNote, demoTag } from "./demo-note.ts";

type EventRow = typeof events.$inferInsert;

/** The next date on or after `today` that falls on `weekday` (0 = Sunday). */
export function nextWeekday(today: string, weekday: number): string {
  const current = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addDays(today, (weekday - current + 7) % 7);
}

/**
 * A weekly event with RSVPs: the youth ministry's Sunday evening (public-site.md: ages 12-25,
 * Sundays 6:30-8:00 PM). One row with `repeat: "weekly"`, the recurrence the events API has today.
 */
export function demoWeeklyEvent(today: string, now: Date): EventRow {
  const sunday = nextWeekday(today, 0);
  return {
    id: demoIds.event(1),
    slug: "youth-fellowship-night",
    title: "Youth Fellowship Night",
    description: `Games, music, a conversation about faith and supper for young people aged 12 to 25. Every Sunday after worship; please RSVP so we have enough food. ${demoNote.en}`,
    date: sunday,
    time: "6:30 PM - 8:00 PM",
    startAt: churchDateTime(sunday, "18:30"),
    endAt: churchDateTime(sunday, "20:00"),
    location: "Fellowship Hall",
    locationAddress: churchInfo.addressLine,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(churchInfo.addressLine)}`,
    category: "fellowship",
    tags: ["youth", "fellowship", demoTag],
    rsvpRequired: true,
    maxAttendees: 30,
    status: "published",
    publishedAt: now,
    repeat: "weekly",
    translations: {
      sw: {
        title: "Usiku wa Ushirika wa Vijana",
        description: `Michezo, muziki, mazungumzo kuhusu imani na chakula cha jioni kwa vijana wa miaka 12 hadi 25. Kila Jumapili baada ya ibada; tafadhali thibitisha kuhudhuria ili tuandae chakula cha kutosha. ${demoNote.sw}`,
        time: "Saa 12:30 jioni - 2:00 usiku",
        location: "Ukumbi wa Ushirika",
      },
    },
  };
}
