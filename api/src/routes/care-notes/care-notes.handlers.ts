import { randomUUID } from "node:crypto";
import { careNotesMessages, type endpoints, peopleMessages, personRefName } from "@church/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import {
  householdMembers,
  households,
  pastoralNotes,
  pastoralVisitStaff,
  pastoralVisits,
  people,
  users,
} from "../../db/schema.ts";
import type { AppDeps, AuthUser } from "../../lib/context.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.ts";
import type { Handler } from "../../lib/route.ts";
import { recordAudit } from "../../services/audit/audit.ts";
import {
  mayReadNote,
  notesOfPerson,
  noteText,
  noteTextColumns,
  oneVisit,
  openFollowUps,
  toCareNote,
  visitsOfHousehold,
  visitsOfPerson,
} from "../../services/care-notes/care-notes.ts";
import { noteKeyring } from "../../services/care-notes/note-crypto.ts";
import { createVisitEditHandlers } from "./care-notes.visit-edit.ts";

/** Accounts that may go on a visit or write a note: those who may see people. */
const careRoles = ["admin", "pastor"] as const;

export function createCareNotesHandlers(deps: AppDeps) {
  const { db, env } = deps;
  const keyring = noteKeyring(env);

  const personHousehold = async (personId: string) => {
    const [row] = await db
      .select({ id: people.id, householdId: householdMembers.householdId })
      .from(people)
      .leftJoin(householdMembers, eq(householdMembers.personId, people.id))
      .where(eq(people.id, personId));
    return row ?? null;
  };

  const personCare: Handler<typeof endpoints.careNotes.personCare> = async ({ params, user }) => {
    const person = await personHousehold(params.id);
    if (!person) throw notFound(peopleMessages.notFound);
    const [visits, notes] = await Promise.all([
      visitsOfPerson(db, person.id, person.householdId, user),
      notesOfPerson(db, person.id, user),
    ]);
    return { visits, notes };
  };

  const householdCare: Handler<typeof endpoints.careNotes.householdCare> = async ({ params, user }) => {
    const [home] = await db
      .select({ id: households.id, name: households.name })
      .from(households)
      .where(eq(households.id, params.id));
    if (!home) throw notFound(peopleMessages.householdNotFound);
    const members = await db
      .select()
      .from(householdMembers)
      .innerJoin(people, eq(people.id, householdMembers.personId))
      .where(eq(householdMembers.householdId, home.id))
      .orderBy(asc(householdMembers.role), asc(people.givenName));
    return {
      household: home,
      members: members.map(({ people: p }) => ({ id: p.id, name: personRefName(p) })),
      visits: await visitsOfHousehold(db, home.id, user),
    };
  };

  /** The staff a visit names: active admin and pastor accounts, else a 400 naming the field. */
  const checkStaff = async (ids: readonly string[]) => {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(inArray(users.id, [...ids]), inArray(users.role, [...careRoles]), eq(users.status, "active")),
      );
    if (found.length !== ids.length) {
      throw badRequest(careNotesMessages.staffUnknown, { staffIds: careNotesMessages.staffUnknown });
    }
  };

  const createVisit: Handler<typeof endpoints.careNotes.createVisit> = async ({ body, user }) => {
    if (body.personId) {
      const [p] = await db.select({ id: people.id }).from(people).where(eq(people.id, body.personId));
      if (!p) throw badRequest(peopleMessages.notFound, { personId: peopleMessages.notFound });
    }
    if (body.householdId) {
      const [h] = await db
        .select({ id: households.id })
        .from(households)
        .where(eq(households.id, body.householdId));
      if (!h)
        throw badRequest(peopleMessages.householdNotFound, { householdId: peopleMessages.householdNotFound });
    }
    await checkStaff(body.staffIds);
    const id = await db.transaction(async (tx) => {
      const [visit] = await tx
        .insert(pastoralVisits)
        .values({
          personId: body.personId,
          householdId: body.householdId,
          kind: body.kind,
          visitedOn: body.visitedOn,
          followUpOn: body.followUpOn,
          createdBy: user.id,
        })
        .returning({ id: pastoralVisits.id });
      if (!visit) throw new Error("visit insert returned nothing");
      await tx
        .insert(pastoralVisitStaff)
        .values(body.staffIds.map((userId) => ({ visitId: visit.id, userId })));
      if (body.note) {
        const noteId = randomUUID();
        await tx.insert(pastoralNotes).values({
          id: noteId,
          visitId: visit.id,
          authorId: user.id,
          authorName: user.name,
          ...noteTextColumns(keyring, noteId, body.note, body.confidential),
        });
      }
      return visit.id;
    });
    const visit = await oneVisit(db, id, user);
    if (!visit) throw notFound(careNotesMessages.visitNotFound);
    return { visit };
  };

  const createNote: Handler<typeof endpoints.careNotes.createNote> = async ({ params, body, user }) => {
    const [p] = await db.select({ id: people.id }).from(people).where(eq(people.id, params.id));
    if (!p) throw notFound(peopleMessages.notFound);
    const id = randomUUID();
    const [row] = await db
      .insert(pastoralNotes)
      .values({
        id,
        personId: p.id,
        authorId: user.id,
        authorName: user.name,
        ...noteTextColumns(keyring, id, body.text, body.confidential),
      })
      .returning();
    if (!row) throw new Error("note insert returned nothing");
    return { note: toCareNote(row, user) };
  };

  /** The one answer that carries a confidential note's text: to its author or a pastor, audited. */
  const readNote: Handler<typeof endpoints.careNotes.readNote> = async ({ params, user }) => {
    const [row] = await db.select().from(pastoralNotes).where(eq(pastoralNotes.id, params.id));
    if (!row) throw notFound(careNotesMessages.noteNotFound);
    if (!mayReadNote(user, row)) throw forbidden(careNotesMessages.mayNotRead);
    const text = noteText(keyring, row);
    if (row.confidential) await auditRead(user, row.id);
    return { note: { ...toCareNote(row, user), text } };
  };

  // Written before the text leaves: a read that cannot be recorded is not answered.
  const auditRead = (user: AuthUser, noteId: string) =>
    recordAudit(db, { actor: user, action: "care_note.read", entityType: "pastoral_note", entityId: noteId });

  const listOpenFollowUps: Handler<typeof endpoints.careNotes.openFollowUps> = async ({ user }) => ({
    visits: await openFollowUps(db, user),
  });

  const completeFollowUp: Handler<typeof endpoints.careNotes.completeFollowUp> = async ({ params, user }) => {
    const [row] = await db
      .select({ followUpOn: pastoralVisits.followUpOn })
      .from(pastoralVisits)
      .where(eq(pastoralVisits.id, params.id));
    if (!row) throw notFound(careNotesMessages.visitNotFound);
    if (!row.followUpOn) throw conflict(careNotesMessages.noFollowUp);
    // Only the first tap counts: a second one (another phone) keeps who did it first, and when.
    await db
      .update(pastoralVisits)
      .set({ followedUpAt: new Date(), followedUpBy: user.id })
      .where(and(eq(pastoralVisits.id, params.id), isNull(pastoralVisits.followedUpAt)));
    const visit = await oneVisit(db, params.id, user);
    if (!visit) throw notFound(careNotesMessages.visitNotFound);
    return { visit };
  };

  const staff: Handler<typeof endpoints.careNotes.staff> = async () => ({
    staff: await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(inArray(users.role, [...careRoles]), eq(users.status, "active")))
      .orderBy(asc(users.name), asc(users.id)),
  });

  return {
    ...createVisitEditHandlers(deps, checkStaff),
    personCare,
    householdCare,
    createVisit,
    createNote,
    readNote,
    openFollowUps: listOpenFollowUps,
    completeFollowUp,
    staff,
  };
}
