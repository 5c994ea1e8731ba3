import { type endpoints, eventMessages } from "@church/contracts";
import { and, asc, eq } from "drizzle-orm";
import { events, rsvps } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { csvText } from "../shared/csv.ts";

const statusLabels = { confirmed: "Confirmed", waitlisted: "Waiting list", cancelled: "Cancelled" } as const;

/**
 * The door list: one row per RSVP with its date first, sorted by date and then by when people answered,
 * so a repeating event's dates come out grouped. One date with `date=YYYY-MM-DD`, every date otherwise.
 */
export function createRsvpsExportHandler({ db }: AppDeps): Handler<typeof endpoints.rsvps.exportCsv> {
  return async ({ c, params, query }) => {
    const [event] = await db.select().from(events).where(eq(events.id, params.id));
    if (!event) throw notFound(eventMessages.notFound);
    const date = query.date && query.date !== "all" ? query.date : null;
    const rows = await db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.eventId, event.id), date ? eq(rsvps.eventDate, date) : undefined))
      .orderBy(asc(rsvps.eventDate), asc(rsvps.createdAt), asc(rsvps.id));
    const text = csvText([
      ["Date", "Name", "Email", "Phone", "Status", "Notes", "Answered"],
      ...rows.map((r) => [
        r.eventDate,
        r.attendeeName,
        r.attendeeEmail,
        r.attendeePhone,
        statusLabels[r.status],
        r.notes,
        r.createdAt.toISOString(),
      ]),
    ]);
    return c.body(text, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="rsvps-${event.slug}-${date ?? "all-dates"}.csv"`,
    });
  };
}
