import { type CareNote, personRefName, type Role, type TimelineEntry, type Visit } from "@church/contracts";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  households,
  pastoralNotes,
  pastoralVisitStaff,
  pastoralVisits,
  people,
  users,
} from "../../db/schema.ts";
import { type NoteKeyring, openNote, sealNote } from "./note-crypto.ts";

export type NoteRow = typeof pastoralNotes.$inferSelect;
type VisitRow = typeof pastoralVisits.$inferSelect;

/** Who is asking: what they may read depends on their role and on whether they wrote the note. */
export interface CareViewer {
  id: string;
  role: Role;
}

/**
 * Who may read a confidential note's text: its author, and pastor accounts. An administrator only
 * when they wrote it (PRODUCT.md; decision 028). Every other note: anyone who may see people.
 */
export const mayReadNote = (viewer: CareViewer | null, note: Pick<NoteRow, "confidential" | "authorId">) =>
  !note.confidential || (viewer !== null && (viewer.role === "pastor" || note.authorId === viewer.id));

/** Who may change or delete a visit (and so its note): the account that recorded it, or a pastor. */
export const mayEditVisit = (viewer: CareViewer | null, visit: Pick<VisitRow, "createdBy">) =>
  viewer !== null && (viewer.role === "pastor" || visit.createdBy === viewer.id);

/**
 * A note as every list answers it: a confidential note's text is never in it, whoever asks (it is read
 * one note at a time through `readNoteText`, which audits). `viewer` null: a file leaving the app.
 */
export function toCareNote(row: NoteRow, viewer: CareViewer | null): CareNote {
  return {
    id: row.id,
    visitId: row.visitId,
    personId: row.personId,
    author: { id: row.authorId, name: row.authorName },
    confidential: row.confidential,
    text: row.confidential ? null : row.body,
    canRead: mayReadNote(viewer, row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The text of one note: plain, or opened with its key (the caller checks `mayReadNote` and audits). */
export function noteText(keyring: NoteKeyring, row: NoteRow): string {
  if (!row.confidential) return row.body ?? "";
  const { ciphertext, iv, authTag, keyId } = row;
  if (!ciphertext || !iv || !authTag || !keyId) throw new Error(`note ${row.id} is sealed without its parts`);
  return openNote(keyring, row.id, { ciphertext, iv, authTag, keyId });
}

/** The columns of a new note's text: plain in `body`, or sealed under the current key. */
export function noteTextColumns(keyring: NoteKeyring, noteId: string, text: string, confidential: boolean) {
  if (!confidential)
    return { confidential, body: text, ciphertext: null, iv: null, authTag: null, keyId: null };
  return { confidential, body: null, ...sealNote(keyring, noteId, text) };
}

/** Visits as the contract's Visit, with who went, their subject's name and their note. */
async function toVisits(db: Db, rows: readonly VisitRow[], viewer: CareViewer | null): Promise<Visit[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const personIds = rows.flatMap((r) => (r.personId ? [r.personId] : []));
  const householdIds = rows.flatMap((r) => (r.householdId ? [r.householdId] : []));
  const [staff, notes, persons, homes] = await Promise.all([
    db
      .select({ visitId: pastoralVisitStaff.visitId, id: users.id, name: users.name })
      .from(pastoralVisitStaff)
      .innerJoin(users, eq(users.id, pastoralVisitStaff.userId))
      .where(inArray(pastoralVisitStaff.visitId, ids))
      .orderBy(asc(users.name)),
    db.select().from(pastoralNotes).where(inArray(pastoralNotes.visitId, ids)),
    personIds.length ? db.select().from(people).where(inArray(people.id, personIds)) : [],
    householdIds.length
      ? db
          .select({ id: households.id, name: households.name })
          .from(households)
          .where(inArray(households.id, householdIds))
      : [],
  ]);
  const personById = new Map(persons.map((p) => [p.id, p]));
  const homeById = new Map(homes.map((h) => [h.id, h]));
  const noteByVisit = new Map(notes.map((n) => [n.visitId, n]));
  return rows.map((row) => {
    const person = row.personId ? personById.get(row.personId) : undefined;
    const home = row.householdId ? homeById.get(row.householdId) : undefined;
    const note = noteByVisit.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      visitedOn: row.visitedOn,
      person: person ? { id: person.id, name: personRefName(person) } : null,
      household: home ? { id: home.id, name: home.name } : null,
      staff: staff.filter((s) => s.visitId === row.id).map((s) => ({ id: s.id, name: s.name })),
      note: note ? toCareNote(note, viewer) : null,
      followUpOn: row.followUpOn,
      followedUpAt: row.followedUpAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      canEdit: mayEditVisit(viewer, row),
    };
  });
}

const newestFirst = [desc(pastoralVisits.visitedOn), desc(pastoralVisits.createdAt), desc(pastoralVisits.id)];

/** The visits on a person and on their household (a household's visit is every member's), newest first. */
export async function visitsOfPerson(
  db: Db,
  personId: string,
  householdId: string | null,
  viewer: CareViewer | null,
): Promise<Visit[]> {
  const rows = await db
    .select()
    .from(pastoralVisits)
    .where(
      or(
        eq(pastoralVisits.personId, personId),
        householdId ? eq(pastoralVisits.householdId, householdId) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(500);
  return toVisits(db, rows, viewer);
}

export async function visitsOfHousehold(db: Db, householdId: string, viewer: CareViewer | null) {
  const rows = await db
    .select()
    .from(pastoralVisits)
    .where(eq(pastoralVisits.householdId, householdId))
    .orderBy(...newestFirst)
    .limit(500);
  return toVisits(db, rows, viewer);
}

export async function oneVisit(db: Db, id: string, viewer: CareViewer | null): Promise<Visit | null> {
  const rows = await db.select().from(pastoralVisits).where(eq(pastoralVisits.id, id));
  const [visit] = await toVisits(db, rows, viewer);
  return visit ?? null;
}

/** Visits whose follow-up date is set and not yet done, the earliest first. */
export async function openFollowUps(db: Db, viewer: CareViewer | null): Promise<Visit[]> {
  const rows = await db
    .select()
    .from(pastoralVisits)
    .where(and(isNotNull(pastoralVisits.followUpOn), isNull(pastoralVisits.followedUpAt)))
    .orderBy(asc(pastoralVisits.followUpOn), asc(pastoralVisits.visitedOn), asc(pastoralVisits.id))
    .limit(500);
  return toVisits(db, rows, viewer);
}

/** A person's standalone notes, newest first. */
export async function notesOfPerson(
  db: Db,
  personId: string,
  viewer: CareViewer | null,
): Promise<CareNote[]> {
  const rows = await db
    .select()
    .from(pastoralNotes)
    .where(eq(pastoralNotes.personId, personId))
    .orderBy(desc(pastoralNotes.createdAt), desc(pastoralNotes.id))
    .limit(500);
  return rows.map((row) => toCareNote(row, viewer));
}

/** Noon UTC of a calendar day: the same day written out in Buffalo and in Nairobi. */
const dayTime = (date: string) => `${date}T12:00:00.000Z`;

/**
 * A person's visits and standalone notes as timeline entries ("Visit (hospital) by Amina"): the kind,
 * who went or wrote and whether a confidential note is on it; never a note's text.
 */
/** A timeline entry before the person page adds its link. */
type CareEntry = Omit<TimelineEntry, "href">;

export async function careTimeline(
  db: Db,
  personId: string,
  householdId: string | null,
): Promise<CareEntry[]> {
  const [visits, notes] = await Promise.all([
    visitsOfPerson(db, personId, householdId, null),
    notesOfPerson(db, personId, null),
  ]);
  return [
    ...visits.map(
      (v): CareEntry => ({
        id: v.id,
        kind: "visit",
        refId: v.id,
        occurredAt: dayTime(v.visitedOn),
        summary: "",
        care: {
          visitKind: v.kind,
          by: v.staff.map((s) => s.name),
          confidential: v.note?.confidential ?? false,
          household: v.household !== null,
        },
      }),
    ),
    ...notes.map(
      (n): CareEntry => ({
        id: n.id,
        kind: "pastoral_note",
        refId: n.id,
        occurredAt: n.createdAt,
        summary: "",
        care: { visitKind: null, by: [n.author.name], confidential: n.confidential, household: false },
      }),
    ),
  ];
}

/**
 * Re-seals every confidential note not under the current key with the current key (a fresh IV each),
 * in batches, each row locked while it changes: the server keeps answering meanwhile, and a note reads
 * with its old key until its row is rewritten. Returns how many were re-sealed.
 */
export async function rotateNoteKeys(db: Db, keyring: NoteKeyring, batch = 100): Promise<number> {
  let rotated = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(pastoralNotes)
        .where(and(eq(pastoralNotes.confidential, true), ne(pastoralNotes.keyId, keyring.current.id)))
        .orderBy(asc(pastoralNotes.id))
        .limit(batch)
        .for("update");
      for (const row of rows) {
        const sealed = sealNote(keyring, row.id, noteText(keyring, row));
        await tx.update(pastoralNotes).set(sealed).where(eq(pastoralNotes.id, row.id));
      }
      return rows.length;
    });
    rotated += done;
    if (done < batch) return rotated;
  }
}
