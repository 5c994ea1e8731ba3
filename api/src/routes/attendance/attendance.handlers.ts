import {
  type Attendee,
  attendanceMessages,
  type endpoints,
  latestServiceDate,
  type PersonInput,
} from "@church/contracts";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendance, householdMembers, households, people } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { countPresent, markPresent, unmarkPresent } from "../../services/attendance/attendance.ts";
import { rowsOf } from "../../services/jobs/rows.ts";
import { createPerson } from "../../services/people/create-person.ts";

/**
 * Changes are asked for since a cursor with this much overlap: a mark whose transaction began before
 * the cursor was taken but ended after it is still seen. Seeing a change twice does nothing.
 */
const CHANGES_OVERLAP = sql`interval '30 seconds'`;

interface AttendeeRow {
  id: string;
  given_name: string;
  family_name: string | null;
  known_as: string | null;
  household_id: string | null;
  household_name: string | null;
  recent: number;
  present: boolean;
}

const toAttendee = (row: AttendeeRow): Attendee => ({
  id: row.id,
  givenName: row.given_name,
  familyName: row.family_name,
  knownAs: row.known_as,
  household:
    row.household_id && row.household_name ? { id: row.household_id, name: row.household_name } : null,
  recentServices: Number(row.recent),
  present: row.present,
});

/**
 * Names, household and presence at the service: the only columns an usher's list carries. `recent`
 * counts the services of the 12 weeks before this one (not this one, so the list keeps still while
 * names are tapped).
 */
const attendeeQuery = (date: string, from: SQL, where: SQL) => sql`
  select p.id, p.given_name, p.family_name, p.known_as, h.id as household_id, h.name as household_name,
    (select count(*)::int from ${attendance} r
      where r.person_id = p.id and r.present and r.service_date < ${date}::date
        and r.service_date >= ${date}::date - 84) as recent,
    coalesce(a.present, false) as present,
    coalesce(h.id, p.id) as group_id,
    lower(coalesce(h.name, p.family_name, p.given_name)) as group_name
  ${from}
  left join ${householdMembers} m on m.person_id = p.id
  left join ${households} h on h.id = m.household_id
  where ${where}`;

/** The cursor of a read: the database's time when it began (one clock for every API instance). */
async function cursorNow(db: Db): Promise<string> {
  const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select statement_timestamp() as now`));
  return new Date(row?.now ?? Date.now()).toISOString();
}

async function attendee(db: Db, date: string, personId: string): Promise<Attendee> {
  const [row] = rowsOf<AttendeeRow>(
    await db.execute(
      attendeeQuery(
        date,
        sql`from ${people} p left join ${attendance} a on a.person_id = p.id and a.service_date = ${date}::date`,
        sql`p.id = ${personId}`,
      ),
    ),
  );
  if (!row) throw notFound(attendanceMessages.personNotFound);
  return toAttendee(row);
}

/** Marks are taken up to the next Sunday (ushers may open it early), never further ahead. */
function assertMarkable(date: string) {
  if (date > latestServiceDate(churchToday())) {
    throw badRequest(attendanceMessages.tooFarAhead, { date: attendanceMessages.tooFarAhead });
  }
}

/** A person who may be marked: on the list (not archived). */
async function assertPerson(db: Db, personId: string) {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.id, personId), isNull(people.archivedAt)));
  if (!row) throw notFound(attendanceMessages.personNotFound);
}

export function createAttendanceHandlers({ db }: AppDeps) {
  const service: Handler<typeof endpoints.attendance.service> = async ({ params }) => {
    const cursor = await cursorNow(db);
    const rows = rowsOf<AttendeeRow & { group_recent: number }>(
      await db.execute(sql`
        with roster as (${attendeeQuery(
          params.date,
          sql`from ${people} p left join ${attendance} a on a.person_id = p.id and a.service_date = ${params.date}::date`,
          // An archived person marked present stays on the list, so the names add up to the count.
          sql`(p.archived_at is null or a.present)`,
        )})
        select *, max(recent) over (partition by group_id) as group_recent from roster
        order by group_recent desc, group_name, group_id, recent desc, lower(given_name), id`),
    );
    const people_ = rows.map(toAttendee);
    return {
      date: params.date,
      count: people_.filter((p) => p.present).length,
      cursor,
      people: people_,
    };
  };

  const changes: Handler<typeof endpoints.attendance.changes> = async ({ params, query }) => {
    const cursor = await cursorNow(db);
    const rows = rowsOf<AttendeeRow>(
      await db.execute(
        attendeeQuery(
          params.date,
          sql`from ${attendance} a join ${people} p on p.id = a.person_id`,
          sql`a.service_date = ${params.date}::date and a.changed_at > ${query.since}::timestamptz - ${CHANGES_OVERLAP}`,
        ),
      ),
    );
    return {
      date: params.date,
      count: await countPresent(db, params.date),
      cursor,
      changes: rows.map(toAttendee),
    };
  };

  const mark: Handler<typeof endpoints.attendance.mark> = async ({ params, user }) => {
    assertMarkable(params.date);
    await assertPerson(db, params.personId);
    const count = await db.transaction(async (tx) => {
      await markPresent(tx, params.date, params.personId, user.id);
      return countPresent(tx, params.date);
    });
    return { personId: params.personId, present: true, count };
  };

  const unmark: Handler<typeof endpoints.attendance.unmark> = async ({ params, user }) => {
    await assertPerson(db, params.personId);
    const count = await db.transaction(async (tx) => {
      await unmarkPresent(tx, params.date, params.personId, user.id);
      return countPresent(tx, params.date);
    });
    return { personId: params.personId, present: false, count };
  };

  const addNewcomer: Handler<typeof endpoints.attendance.addNewcomer> = async ({ params, body, user }) => {
    assertMarkable(params.date);
    const visitor: PersonInput = {
      givenName: body.givenName,
      familyName: body.familyName,
      knownAs: null,
      language: body.language,
      phones: body.phone ? [body.phone] : [],
      email: null,
      address: null,
      birthday: null,
      anniversary: null,
      gender: null,
      stage: "visitor",
      firstSeenOn: null,
      lastSeenOn: null,
    };
    return db.transaction(async (tx) => {
      // Sent again (the answer was lost on the way): the person exists, and is only marked again.
      await createPerson(tx, visitor, body.id);
      await assertPerson(tx, body.id);
      await markPresent(tx, params.date, body.id, user.id);
      return { person: await attendee(tx, params.date, body.id), count: await countPresent(tx, params.date) };
    });
  };

  return { service, changes, mark, unmark, addNewcomer };
}
