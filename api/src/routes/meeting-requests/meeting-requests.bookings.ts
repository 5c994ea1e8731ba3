import { randomBytes } from "node:crypto";
import {
  type Availability,
  bookingHourSchema,
  bookingRules,
  churchInfo,
  defaultWeeklyHours,
  type endpoints,
  freeMeetingSlots,
  type MeetingSlot,
  type WeeklyHoursDay,
} from "@church/contracts";
import { asc, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { meetingRequests, pastorBlockedDays, pastorWeeklyHours } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import type { Handler } from "../../lib/route.ts";

/** The pastor's hours and blocked days as saved, or the default week before the first save. */
export async function loadAvailability(db: Db): Promise<Availability> {
  const [rows, blocked] = await Promise.all([
    db.select().from(pastorWeeklyHours).orderBy(asc(pastorWeeklyHours.weekday)),
    db.select().from(pastorBlockedDays).orderBy(asc(pastorBlockedDays.day)),
  ]);
  const weeklyHours: WeeklyHoursDay[] = [];
  for (const row of rows) {
    const start = bookingHourSchema.safeParse(row.startTime);
    const end = bookingHourSchema.safeParse(row.endTime);
    if (start.success && end.success)
      weeklyHours.push({ weekday: row.weekday, start: start.data, end: end.data });
  }
  return {
    weeklyHours: rows.length === 0 ? [...defaultWeeklyHours] : weeklyHours,
    blockedDays: blocked.map((b) => ({ date: b.day, note: b.note })),
    customised: rows.length > 0,
  };
}

/** The free slots from tomorrow in Buffalo: hours, less blocked days and every held slot. */
export async function offeredSlots(db: Db, today = churchToday()): Promise<MeetingSlot[]> {
  const [availability, held] = await Promise.all([
    loadAvailability(db),
    db
      .select({ at: meetingRequests.heldSlot })
      .from(meetingRequests)
      .where(isNotNull(meetingRequests.heldSlot)),
  ]);
  return freeMeetingSlots({
    today,
    weeklyHours: availability.weeklyHours,
    blockedDays: availability.blockedDays,
    taken: new Set(held.map((h) => h.at?.getTime() ?? 0)),
  });
}

/**
 * A video meeting's room: a Jitsi Meet address made from 80 random bits (decision 039). Nobody can
 * guess it, no account or API key is needed, and it works in a browser or the Jitsi app.
 */
export const newVideoRoom = (): string => `${bookingRules.videoRoomBase}${randomBytes(10).toString("hex")}`;

export function createBookingHandlers(deps: AppDeps) {
  const { db } = deps;

  const slots: Handler<typeof endpoints.meetingRequests.slots> = async () => ({
    timeZone: churchInfo.timeZone,
    slotMinutes: bookingRules.slotMinutes,
    slots: await offeredSlots(db),
  });

  const availability: Handler<typeof endpoints.meetingRequests.availability> = () => loadAvailability(db);

  // The whole week and every blocked day in one transaction: a half-saved week never shows.
  const saveAvailability: Handler<typeof endpoints.meetingRequests.saveAvailability> = async ({ body }) =>
    db.transaction(async (tx) => {
      await tx.delete(pastorWeeklyHours);
      await tx.insert(pastorWeeklyHours).values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
          const day = body.weeklyHours.find((d) => d.weekday === weekday);
          return { weekday, startTime: day?.start ?? null, endTime: day?.end ?? null };
        }),
      );
      await tx.delete(pastorBlockedDays);
      if (body.blockedDays.length > 0)
        await tx
          .insert(pastorBlockedDays)
          .values(body.blockedDays.map((d) => ({ day: d.date, note: d.note })));
      return loadAvailability(tx);
    });

  return { slots, availability, saveAvailability };
}
