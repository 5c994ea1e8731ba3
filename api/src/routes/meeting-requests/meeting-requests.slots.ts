import { parseTimeOfDay } from "@church/contracts";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { meetingRequests } from "../../db/schema.ts";
import { churchDateTime } from "../../lib/church-time.ts";

type Row = typeof meetingRequests.$inferSelect;

/** The instant of a Buffalo date and time text ("4:00 PM"), or null when the text is not a time. */
export function slotInstant(date: string | null, time: string | null): Date | null {
  const time24 = time ? parseTimeOfDay(time) : null;
  return date && time24 ? churchDateTime(date, time24) : null;
}

/** The instant the pastor proposes, from the response form's date and time. */
export const proposedInstant = (body: { suggestedDate: string | null; suggestedTime: string | null }) =>
  slotInstant(body.suggestedDate, body.suggestedTime);

/** Whether another request holds the slot at `at`. */
export async function slotTakenByOther(db: Db, at: Date, id: string): Promise<boolean> {
  const [other] = await db
    .select({ id: meetingRequests.id })
    .from(meetingRequests)
    .where(and(eq(meetingRequests.heldSlot, at), ne(meetingRequests.id, id)));
  return other !== undefined;
}

/** Whether any request holds the slot of a date and time. */
export async function slotHeld(db: Db, date: string, time: string): Promise<boolean> {
  const at = slotInstant(date, time);
  if (!at) return false;
  const [row] = await db
    .select({ id: meetingRequests.id })
    .from(meetingRequests)
    .where(eq(meetingRequests.heldSlot, at));
  return row !== undefined;
}

/**
 * The slot an accepted meeting holds: the one it already held, or (a request from before bookings)
 * its requested time when no one else holds it.
 */
export async function acceptedSlot(db: Db, row: Row): Promise<Date | null> {
  if (row.heldSlot) return row.heldSlot;
  const at = slotInstant(row.requestedDate, row.requestedTime);
  return at && !(await slotTakenByOther(db, at, row.id)) ? at : null;
}
