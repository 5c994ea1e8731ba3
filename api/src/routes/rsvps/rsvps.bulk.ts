import { type endpoints, rsvpMessages, textMessageNotes } from "@church/contracts";
import { inArray } from "drizzle-orm";
import { rsvps } from "../../db/schema.ts";
import type { AppDeps } from "../../lib/context.ts";
import { conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import type { EventRow } from "../../services/events/events.model.ts";
import {
  confirmedOn,
  lockEvent,
  promoteWaitlisted,
  type RsvpRow,
} from "../../services/events/rsvps.model.ts";
import { queueRsvpTexts } from "../../services/events/rsvps.texts.ts";
import { cancelTexts } from "../../services/text-messages/text-schedule.ts";

/**
 * Confirm, cancel or delete many RSVPs in one transaction: all of them or none. The events involved
 * are locked in id order (two bulk changes never wait for each other in a circle), seats are checked
 * per date before anything is written, and places freed go to each date's waiting list.
 */
export function createRsvpsBulkHandler(deps: AppDeps): Handler<typeof endpoints.rsvps.bulk> {
  return async ({ body }) =>
    deps.db.transaction(async (tx) => {
      const ids = [...new Set(body.ids)];
      const first = await tx.select({ eventId: rsvps.eventId }).from(rsvps).where(inArray(rsvps.id, ids));
      if (first.length !== ids.length) throw notFound(rsvpMessages.notFound);
      const eventIds = [...new Set(first.map((r) => r.eventId))].sort();
      const locked = new Map<string, EventRow>();
      for (const id of eventIds) {
        const event = await lockEvent(tx, id);
        if (event) locked.set(id, event);
      }
      // Read again under the locks: another request may have changed them meanwhile.
      const rows = await tx.select().from(rsvps).where(inArray(rsvps.id, ids));
      if (rows.length !== ids.length) throw notFound(rsvpMessages.notFound);
      const byDate = new Map<string, RsvpRow[]>();
      for (const row of rows) {
        const key = `${row.eventId}/${row.eventDate}`;
        byDate.set(key, [...(byDate.get(key) ?? []), row]);
      }

      if (body.action === "confirm") {
        for (const group of byDate.values()) {
          const sample = group[0];
          const max = sample ? locked.get(sample.eventId)?.maxAttendees : null;
          if (!sample || max === null || max === undefined) continue;
          const adding = group.filter((r) => r.status !== "confirmed").length;
          if ((await confirmedOn(tx, sample.eventId, sample.eventDate)) + adding > max) {
            throw conflict(rsvpMessages.eventFull, { ids: rsvpMessages.eventFull });
          }
        }
      }

      // Text reminders follow, as for one RSVP: nothing more is sent about a cancelled or deleted one,
      // and a newly confirmed one gets its confirmation and reminders (rsvps.texts.ts).
      if (body.action === "confirm") {
        const updated = await tx
          .update(rsvps)
          .set({ status: "confirmed" })
          .where(inArray(rsvps.id, ids))
          .returning();
        for (const row of updated) {
          const before = rows.find((r) => r.id === row.id)?.status;
          const event = locked.get(row.eventId);
          if (event && before !== "confirmed") {
            await queueRsvpTexts(
              tx,
              event,
              row,
              before === "waitlisted" ? "rsvp_promoted" : "rsvp_confirmed",
            );
          }
        }
      } else {
        const note = body.action === "delete" ? textMessageNotes.rsvpDeleted : textMessageNotes.rsvpCancelled;
        for (const row of rows) await cancelTexts(tx, { rsvpId: row.id }, note);
        if (body.action === "delete") await tx.delete(rsvps).where(inArray(rsvps.id, ids));
        else await tx.update(rsvps).set({ status: "cancelled" }).where(inArray(rsvps.id, ids));
      }

      let promoted = 0;
      if (body.action !== "confirm") {
        for (const group of byDate.values()) {
          const sample = group[0];
          const event = sample ? locked.get(sample.eventId) : undefined;
          if (!sample || !event || !group.some((r) => r.status === "confirmed")) continue;
          promoted += (await promoteWaitlisted(deps, tx, event, sample.eventDate)).length;
        }
      }
      return { success: true as const, changed: rows.length, promoted };
    });
}
