import { churchInfo, type EventCategory, type endpoints, eventCategoryLabels } from "@church/contracts";
import { and, asc, eq } from "drizzle-orm";
import { events } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";
import { type IcsEvent, renderCalendar, repeatRule } from "../../services/calendar/ics.ts";
import { type EventRow, ruleOf } from "../../services/events/events.model.ts";

/** One feed entry per event; a repeating event is one entry with its RRULE, from its first date. */
export function feedEvent(row: EventRow, baseUrl: string, host: string): IcsEvent {
  return {
    uid: `${row.id}@${host}`,
    title: row.title,
    description: row.description,
    location: [row.location, row.locationAddress].filter(Boolean).join(", "),
    url: `${baseUrl}/events`,
    categories: [eventCategoryLabels[row.category].en, ...row.tags],
    date: row.date,
    start: row.startAt,
    end: row.endAt,
    rrule: repeatRule(ruleOf(row), row.startAt),
    exdates: row.skipDates,
    updatedAt: row.updatedAt,
  };
}

export function createCalendarHandlers({ db, env }: AppDeps) {
  const host = new URL(env.PUBLIC_BASE_URL).hostname;

  async function feed(category?: EventCategory): Promise<Response> {
    const rows = await db
      .select()
      .from(events)
      .where(and(eq(events.status, "published"), category ? eq(events.category, category) : undefined))
      .orderBy(asc(events.date), asc(events.title));
    const name = category
      ? `${churchInfo.name}: ${eventCategoryLabels[category].en}`
      : `${churchInfo.name} events`;
    const text = renderCalendar({
      name,
      description: `${name} (${churchInfo.addressLine})`,
      events: rows.map((row) => feedEvent(row, env.PUBLIC_BASE_URL, host)),
    });
    return new Response(text, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `inline; filename="${category ?? "events"}.ics"`,
        // Calendar apps poll the feed; a short cache spares the database.
        "cache-control": "public, max-age=900",
      },
    });
  }

  const all: Handler<typeof endpoints.calendar.feed> = () => feed();
  const byCategory: Handler<typeof endpoints.calendar.categoryFeed> = ({ params }) => feed(params.feed);
  return { all, byCategory };
}
