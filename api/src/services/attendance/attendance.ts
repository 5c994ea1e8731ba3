import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendance, people } from "../../db/schema.ts";
import { rowsOf } from "../jobs/rows.ts";

/** How many are counted by name at a service. */
export async function countPresent(db: Db, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attendance)
    .where(and(eq(attendance.serviceDate, date), eq(attendance.present, true)));
  return Number(row?.n ?? 0);
}

/**
 * Marks a person present. The key (service date, person) makes two taps at once, on two phones, one
 * row: the second waits for the first and, finding the person present, changes nothing. Only a real
 * change moves the person's days: last seen to this service if later, first seen if earlier or none
 * (their days before are kept on the row, for an undo). Answers whether anything changed.
 */
export async function markPresent(tx: Db, date: string, personId: string, userId: string): Promise<boolean> {
  const changed = rowsOf<{ person_id: string }>(
    await tx.execute(sql`
      insert into ${attendance} as a (service_date, person_id, present, marked_by, changed_at, prev_first_seen_on, prev_last_seen_on)
      select ${date}::date, p.id, true, ${userId}::uuid, clock_timestamp(), p.first_seen_on, p.last_seen_on
      from ${people} p where p.id = ${personId}
      on conflict (service_date, person_id) do update
        set present = true, marked_by = excluded.marked_by, changed_at = excluded.changed_at,
          prev_first_seen_on = excluded.prev_first_seen_on, prev_last_seen_on = excluded.prev_last_seen_on
        where not a.present
      returning a.person_id`),
  );
  if (changed.length === 0) return false;
  await tx
    .update(people)
    .set({
      lastSeenOn: sql`greatest(${people.lastSeenOn}, ${date}::date)`,
      firstSeenOn: sql`least(${people.firstSeenOn}, ${date}::date)`,
    })
    .where(eq(people.id, personId));
  return true;
}

/**
 * Undoes a mark: the row stays, not present, so other phones learn of the undo. Where this service
 * had become the person's last (or first) day, it goes back to the later (earlier) of their day
 * before the mark and their other services. Answers whether anything changed.
 */
export async function unmarkPresent(
  tx: Db,
  date: string,
  personId: string,
  userId: string,
): Promise<boolean> {
  const [undone] = await tx
    .update(attendance)
    .set({ present: false, markedBy: userId, changedAt: sql`clock_timestamp()` })
    .where(
      and(eq(attendance.serviceDate, date), eq(attendance.personId, personId), eq(attendance.present, true)),
    )
    .returning({ prevFirst: attendance.prevFirstSeenOn, prevLast: attendance.prevLastSeenOn });
  if (!undone) return false;
  const others = sql`from ${attendance} where ${attendance.personId} = ${personId} and ${attendance.present}`;
  await tx
    .update(people)
    .set({
      lastSeenOn: sql`case when ${people.lastSeenOn} = ${date}::date
        then greatest(${undone.prevLast}::date, (select max(${attendance.serviceDate}) ${others}))
        else ${people.lastSeenOn} end`,
      firstSeenOn: sql`case when ${people.firstSeenOn} = ${date}::date
        then least(${undone.prevFirst}::date, (select min(${attendance.serviceDate}) ${others}))
        else ${people.firstSeenOn} end`,
    })
    .where(eq(people.id, personId));
  return true;
}

/**
 * A merge keeps one person: the other's attendance becomes theirs. A service both were marked at
 * stays one row (present if either was).
 */
export async function moveAttendance(tx: Db, fromPersonId: string, toPersonId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${attendance} as a (service_date, person_id, present, marked_by, changed_at, prev_first_seen_on, prev_last_seen_on)
    select service_date, ${toPersonId}::uuid, present, marked_by, clock_timestamp(), prev_first_seen_on, prev_last_seen_on
    from ${attendance} where person_id = ${fromPersonId}
    on conflict (service_date, person_id) do update
      set present = a.present or excluded.present, changed_at = excluded.changed_at`);
  await tx.delete(attendance).where(eq(attendance.personId, fromPersonId));
}
