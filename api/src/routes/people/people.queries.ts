import {
  type Household,
  type Person,
  type PersonDetail,
  peopleMessages,
  type Relationship,
  type RsvpPlace,
  type TimelineEntry,
  timelineHref,
} from "@church/contracts";
import { asc, desc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  householdMembers,
  households,
  people,
  personRelationships,
  personTimeline,
  rsvps,
} from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { careTimeline } from "../../services/care-notes/care-notes.ts";
import {
  type HouseholdRow,
  type MemberRow,
  type PersonRow,
  toPerson,
  toPersonRef,
} from "../../services/people/people.model.ts";

/** People rows as the contract's Person, each with their household (one query for all of them). */
export async function withHouseholds(db: Db, rows: readonly PersonRow[]): Promise<Person[]> {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ member: householdMembers, household: households })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(
      inArray(
        householdMembers.personId,
        rows.map((r) => r.id),
      ),
    );
  const byPerson = new Map(memberships.map((m) => [m.member.personId, m]));
  return rows.map((row) => toPerson(row, byPerson.get(row.id) ?? null));
}

export async function personRow(db: Db, id: string): Promise<PersonRow> {
  const [row] = await db.select().from(people).where(eq(people.id, id));
  if (!row) throw notFound(peopleMessages.notFound);
  return row;
}

/** The person a request body names: missing is the caller's mistake, a 400 naming the field. */
export async function namedPerson(db: Db, id: string, field: string): Promise<PersonRow> {
  const [row] = await db.select().from(people).where(eq(people.id, id));
  if (!row) throw badRequest(peopleMessages.notFound, { [field]: peopleMessages.notFound });
  return row;
}

export async function onePerson(db: Db, id: string): Promise<Person> {
  const [person] = await withHouseholds(db, [await personRow(db, id)]);
  if (!person) throw notFound(peopleMessages.notFound);
  return person;
}

/** Households with their members, adults first, then by given name. */
export async function householdsWithMembers(db: Db, rows: readonly HouseholdRow[]): Promise<Household[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({ member: householdMembers, person: people })
    .from(householdMembers)
    .innerJoin(people, eq(people.id, householdMembers.personId))
    .where(
      inArray(
        householdMembers.householdId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(householdMembers.role), asc(people.givenName));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address ?? null,
    members: members
      .filter((m) => m.member.householdId === row.id)
      .map(({ member, person }: { member: MemberRow; person: PersonRow }) => ({
        person: toPersonRef(person),
        role: member.role,
        isContact: member.isContact,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function oneHousehold(db: Db, id: string): Promise<Household> {
  const [row] = await db.select().from(households).where(eq(households.id, id));
  const [household] = row ? await householdsWithMembers(db, [row]) : [];
  if (!household) throw notFound(peopleMessages.householdNotFound);
  return household;
}

async function relationshipsOf(db: Db, personId: string): Promise<Relationship[]> {
  const rows = await db
    .select()
    .from(personRelationships)
    .where(or(eq(personRelationships.fromPersonId, personId), eq(personRelationships.toPersonId, personId)))
    .orderBy(asc(personRelationships.createdAt));
  const otherIds = rows.map((r) => (r.fromPersonId === personId ? r.toPersonId : r.fromPersonId));
  const others = otherIds.length ? await db.select().from(people).where(inArray(people.id, otherIds)) : [];
  const byId = new Map(others.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const mine = r.fromPersonId === personId;
    const other = byId.get(mine ? r.toPersonId : r.fromPersonId);
    if (!other) return [];
    // Stored "from is parent of to": seen from the parent, the other is their child.
    const kind = r.kind === "parent" && mine ? "child" : r.kind;
    return [{ id: r.id, kind, person: toPersonRef(other) }];
  });
}

/** The event and date of each RSVP, for its link (the admin portal opens that event's RSVPs). */
async function rsvpPlaces(db: Db, ids: string[]): Promise<Map<string, RsvpPlace>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rsvps.id, eventId: rsvps.eventId, eventDate: rsvps.eventDate })
    .from(rsvps)
    .where(inArray(rsvps.id, ids));
  return new Map(rows.map((r) => [r.id, { eventId: r.eventId, eventDate: r.eventDate }]));
}

/**
 * A person's page: the person, their household, relationships and timeline (newest 200): the stored
 * entries with their visits (their own and their household's) and pastoral notes read alongside, which
 * say who went or wrote, never a note's text (decision 028).
 */
export async function personDetail(db: Db, id: string): Promise<PersonDetail> {
  const person = await onePerson(db, id);
  const [stored, care] = await Promise.all([
    db
      .select()
      .from(personTimeline)
      .where(eq(personTimeline.personId, id))
      .orderBy(desc(personTimeline.occurredAt), desc(personTimeline.id))
      .limit(200),
    careTimeline(db, id, person.household?.id ?? null),
  ]);
  const places = await rsvpPlaces(
    db,
    stored.filter((t) => t.kind === "rsvp").map((t) => t.refId),
  );
  const timeline: TimelineEntry[] = [
    ...stored.map((t) => ({
      id: t.id,
      kind: t.kind,
      refId: t.refId,
      occurredAt: t.occurredAt.toISOString(),
      summary: t.summary,
      href: timelineHref(t, id, places.get(t.refId)),
    })),
    ...care.map((entry) => ({ ...entry, href: timelineHref(entry, id) })),
  ];
  timeline.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id.localeCompare(a.id));
  return {
    person,
    household: person.household ? await oneHousehold(db, person.household.id) : null,
    relationships: await relationshipsOf(db, id),
    timeline: timeline.slice(0, 200),
  };
}
