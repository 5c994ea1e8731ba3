import {
  addDays,
  type endpoints,
  type PeopleFilter,
  peopleMessages,
  phoneDigits,
  type RelationshipKind,
  searchWords,
  toE164,
} from "@church/contracts";
import { and, asc, count, eq, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { householdMembers, people, personRelationships } from "../../db/schema.ts";
import { churchToday } from "../../lib/church-time.ts";
import type { AppDeps } from "../../lib/context.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { createPerson } from "../../services/people/create-person.ts";
import { toPersonColumns } from "../../services/people/people.model.ts";
import { isUniqueViolation } from "../shared/unique.ts";
import { namedPerson, onePerson, personDetail, personRow, withHouseholds } from "./people.queries.ts";

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A name, an e-mail or a phone: every word somewhere in the search text; or the query read as a phone
 * number (its digits inside the stored digits, or its E.164 among the phones).
 */
function searchCondition(q: string): SQL | undefined {
  const words = searchWords(q).map((w) => sql`${people.search} ilike ${`%${likeEscaped(w)}%`}`);
  const digits = phoneDigits(q);
  const e164 = toE164(q);
  return or(
    words.length ? and(...words) : undefined,
    digits ? sql`${people.search} like ${`%${digits}%`}` : undefined,
    e164 ? sql`${e164} = any(${people.phones})` : undefined,
  );
}

/**
 * How a relationship is kept: "from is kind of to". A child is their parent read back; symmetric kinds
 * (sibling, spouse, other) once per pair, the smaller id first.
 */
function storedRelationship(selfId: string, otherId: string, kind: RelationshipKind) {
  if (kind === "child") return { fromPersonId: selfId, toPersonId: otherId, kind: "parent" as const };
  if (kind === "parent") return { fromPersonId: otherId, toPersonId: selfId, kind };
  const [fromPersonId = selfId, toPersonId = otherId] = [selfId, otherId].sort();
  return { fromPersonId, toPersonId, kind };
}

/** The list's filter (also the CSV export's): archived or not, search, stage, language, household, not seen. */
export function peopleFilter(query: PeopleFilter): SQL | undefined {
  const cutoff = query.notSeenWeeks ? addDays(churchToday(), -7 * query.notSeenWeeks) : null;
  return and(
    query.archived === "true" ? isNotNull(people.archivedAt) : isNull(people.archivedAt),
    query.q ? searchCondition(query.q) : undefined,
    query.stage ? eq(people.stage, query.stage) : undefined,
    query.language ? eq(people.language, query.language) : undefined,
    query.householdId
      ? sql`exists (select 1 from ${householdMembers} where ${householdMembers.personId} = ${people.id} and ${householdMembers.householdId} = ${query.householdId})`
      : undefined,
    // Never seen counts as not seen.
    cutoff ? or(isNull(people.lastSeenOn), lt(people.lastSeenOn, cutoff)) : undefined,
  );
}

/** By family then given name, in any letter case. */
export const peopleOrder = [
  sql`lower(coalesce(${people.familyName}, ${people.givenName}))`,
  sql`lower(${people.givenName})`,
  asc(people.id),
];

export function createPeopleHandlers({ db }: AppDeps) {
  const list: Handler<typeof endpoints.people.list> = async ({ query }) => {
    const where = peopleFilter(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(people)
        .where(where)
        .orderBy(...peopleOrder)
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(people).where(where),
    ]);
    return {
      people: await withHouseholds(db, rows),
      total: total?.n ?? 0,
      limit: query.limit,
      offset: query.offset,
    };
  };

  const get: Handler<typeof endpoints.people.get> = ({ params }) => personDetail(db, params.id);

  const create: Handler<typeof endpoints.people.create> = async ({ body }) => {
    // A visitor the pastor adds is a first contact too: their follow-up opens with them.
    const row = await db.transaction((tx) => createPerson(tx, body));
    if (!row) throw new Error("person insert returned nothing");
    return { person: await onePerson(db, row.id) };
  };

  const update: Handler<typeof endpoints.people.update> = async ({ params, body }) => {
    const [row] = await db
      .update(people)
      .set(toPersonColumns(body))
      .where(eq(people.id, params.id))
      .returning({ id: people.id });
    if (!row) throw notFound(peopleMessages.notFound);
    return { person: await onePerson(db, row.id) };
  };

  const setStage: Handler<typeof endpoints.people.setStage> = async ({ params, body }) => {
    const [row] = await db
      .update(people)
      .set({ stage: body.stage })
      .where(eq(people.id, params.id))
      .returning({ id: people.id });
    if (!row) throw notFound(peopleMessages.notFound);
    return { person: await onePerson(db, row.id) };
  };

  const archive: Handler<typeof endpoints.people.archive> = async ({ params, body }) => {
    const [row] = await db
      .update(people)
      .set({ archivedAt: body.archived ? new Date() : null })
      .where(eq(people.id, params.id))
      .returning({ id: people.id });
    if (!row) throw notFound(peopleMessages.notFound);
    return { person: await onePerson(db, row.id) };
  };

  const addRelationship: Handler<typeof endpoints.people.addRelationship> = async ({ params, body }) => {
    if (params.id === body.personId) {
      throw badRequest(peopleMessages.selfRelationship, { personId: peopleMessages.selfRelationship });
    }
    await personRow(db, params.id);
    await namedPerson(db, body.personId, "personId");
    try {
      await db.insert(personRelationships).values(storedRelationship(params.id, body.personId, body.kind));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw conflict(peopleMessages.relationshipExists, { personId: peopleMessages.relationshipExists });
    }
    return personDetail(db, params.id);
  };

  const removeRelationship: Handler<typeof endpoints.people.removeRelationship> = async ({ params }) => {
    const [row] = await db
      .delete(personRelationships)
      .where(
        and(
          eq(personRelationships.id, params.relationshipId),
          or(eq(personRelationships.fromPersonId, params.id), eq(personRelationships.toPersonId, params.id)),
        ),
      )
      .returning({ id: personRelationships.id });
    if (!row) throw notFound(peopleMessages.relationshipNotFound);
    return { success: true as const };
  };

  return { list, get, create, update, setStage, archive, addRelationship, removeRelationship };
}
